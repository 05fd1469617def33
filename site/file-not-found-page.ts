/** The plain 404 for the widget files and the examples (the site has its own page): says what is here instead of just "not found". It echoes nothing from the request. */

export interface NotFoundHints {
  /** The missing file is a build output: tell how to build it. */
  needsBuild?: boolean;
}

export function fileNotFoundPage({ needsBuild = false }: NotFoundHints = {}): string {
  const build = needsBuild
    ? '<p>This file is made by the build and is not there yet. Run <code>npm run build</code> (or <code>npm start</code>), then reload.</p>'
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page not found – ShipQuote</title>
<link rel="stylesheet" href="/examples/examples.css">
</head>
<body>
<main>
<h1>Page not found</h1>
<p>There is no page at this address.</p>
${build}<p>What this server has:</p>
<ul>
<li><a href="/examples/">The widget examples</a>: partner pages that embed the quote widget.</li>
<li><code>/widget/quote-widget.js</code>: the widget script partners embed.</li>
</ul>
</main>
</body>
</html>
`;
}
