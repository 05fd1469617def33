import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type EmbedOptions, parseEmbedQuery } from './embed-options';
import {
  hostAttributes,
  htmlSnippet,
  jsonForScript,
  mountSnippet,
  previewOptions,
  styleDeclarations,
} from './embed-snippets';

const ORIGIN = 'https://quotes.example';
const SCRIPT = '<script src="https://quotes.example/widget/quote-widget.js" async></script>';
const window = new Window();
afterAll(() => window.happyDOM.close());

const options = (query: string): EmbedOptions => parseEmbedQuery(query).options;
/** The fallback line the element holds until the widget replaces it, for a placement. */
const FALLBACK = (search = '') =>
  `  <p><a href="https://quotes.example/${search}#main-form">Get a free car shipping quote</a> or call <a href="tel:+15125550147">(512) 555-0147</a>.</p>`;
/** An element of the snippet with its fallback, opened by `open`. */
const host = (open: string, search = '') => `${open}\n${FALLBACK(search)}\n</div>`;

/** The snippet as a browser reads it. */
function parse(html: string) {
  return new window.DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
}

describe('htmlSnippet', () => {
  it('is the element with the placement and the script, for a partner who changed nothing else', () => {
    expect(htmlSnippet(options('id=PARTNER-001&source=partner-blog'), ORIGIN)).toBe(
      `${host('<div data-quote-widget data-id="PARTNER-001" data-source="partner-blog">', '?id=PARTNER-001&amp;source=partner-blog')}\n${SCRIPT}`,
    );
  });

  it('names only the options that differ from the widget’s defaults', () => {
    expect(htmlSnippet(DEFAULT_OPTIONS, ORIGIN)).toBe(`${host('<div data-quote-widget>')}\n${SCRIPT}`);
    expect(
      htmlSnippet(
        options('id=A&variant=compact&mode=international&pagination=false&title=Quick quote&theme=dark'),
        ORIGIN,
      ),
    ).toBe(
      `${host('<div data-quote-widget data-id="A" data-variant="compact" data-mode="international" data-pagination="false" data-title="Quick quote" data-theme="dark">', '?id=A')}\n${SCRIPT}`,
    );
    expect(htmlSnippet(options('theme=auto'), ORIGIN)).toBe(
      `${host('<div data-quote-widget data-theme="auto">')}\n${SCRIPT}`,
    );
  });

  it('puts the look in a style rule for the placement, with a comment for pages that forbid inline styles', () => {
    const snippet = htmlSnippet(
      options('source=acme&accent=%23c0392b&radius=4px&font="Open Sans", sans-serif'),
      ORIGIN,
    );
    expect(snippet).toBe(
      [
        '<!-- The form’s look. If your Content-Security-Policy forbids inline styles, move this rule into your stylesheet. -->',
        '<style>',
        '  [data-quote-widget][data-source="acme"] {',
        '    --qw-accent: #c0392b;',
        '    --qw-radius: 4px;',
        '    --qw-font: "Open Sans", sans-serif;',
        '  }',
        '</style>',
        host('<div data-quote-widget data-source="acme">', '?source=acme'),
        SCRIPT,
      ].join('\n'),
    );
    expect(htmlSnippet(options('accent=teal'), ORIGIN)).toContain('  [data-quote-widget] {\n    --qw-accent: teal;');
  });

  it('escapes the title, so a browser reads back exactly what was typed', () => {
    const title = 'Tom & Jerry’s "cars" <b>fast</b> "><script>alert(1)</script>';
    const snippet = htmlSnippet(options(new URLSearchParams({ title }).toString()), ORIGIN);
    expect(snippet).toContain(
      'data-title="Tom &amp; Jerry’s &quot;cars&quot; <b>fast</b> &quot;><script>alert(1)</script>"',
    );
    const doc = parse(snippet);
    expect(doc.querySelector('[data-quote-widget]')?.getAttribute('data-title')).toBe(title);
    expect(doc.querySelectorAll('script')).toHaveLength(1);
  });

  it('leaves out every value it refused, and the page it makes holds no element of them', () => {
    const parsed = parseEmbedQuery(
      new URLSearchParams({
        id: '"><script>alert(1)</script>',
        source: 'x"]{}body{',
        accent: 'red;}body{display:none',
        bg: '</style><script>alert(2)</script>',
        font: '</script>',
        title: 'ok',
      }),
    );
    expect(Object.keys(parsed.errors).sort()).toEqual(['accent', 'bg', 'font', 'id', 'source']);
    const snippet = htmlSnippet(parsed.options, ORIGIN);
    expect(snippet).toBe(`${host('<div data-quote-widget data-title="ok">')}\n${SCRIPT}`);
    expect(snippet).not.toMatch(/alert|body\{|<\/style/);
  });

  it('holds a link to the broker’s own quote form, crediting the placement, and the advisors’ phone, until the widget replaces it', () => {
    const doc = parse(htmlSnippet(options('id=PARTNER-001&source=partner-blog'), ORIGIN));
    const element = doc.querySelector('[data-quote-widget]');
    const links = [...(element?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Get a free car shipping quote', 'https://quotes.example/?id=PARTNER-001&source=partner-blog#main-form'],
      ['(512) 555-0147', 'tel:+15125550147'],
    ]);
  });

  it('escapes the origin it is given too', () => {
    const snippet = htmlSnippet(DEFAULT_OPTIONS, 'https://a.example"><x');
    expect(snippet).toContain('src="https://a.example&quot;><x/widget/quote-widget.js"');
    expect(parse(snippet).querySelector('script')?.getAttribute('src')).toBe(
      'https://a.example"><x/widget/quote-widget.js',
    );
  });
});

describe('mountSnippet', () => {
  const snippet = mountSnippet(
    options('id=SPA-1&source=app&variant=compact&title=</script><script>alert(1)</script>&theme=dark&accent=navy'),
    ORIGIN,
  );

  it('loads the script, waits for its load event when QuoteWidget is not there yet, mounts, and says where to unmount', () => {
    expect(snippet).toContain(
      '<script id="quote-widget-script" src="https://quotes.example/widget/quote-widget.js" async></script>',
    );
    expect(snippet).toContain('if (window.QuoteWidget) return then(window.QuoteWidget);');
    expect(snippet).toContain("script.addEventListener('load', () => then(window.QuoteWidget), { once: true });");
    expect(snippet).toContain(
      "whenQuoteWidget((widget) => widget.mount(document.getElementById('quote'), quoteOptions));",
    );
    expect(snippet).toContain("// whenQuoteWidget((widget) => widget.unmount(document.getElementById('quote')));");
  });

  it('keeps the look on the element: data-theme and a style rule for #quote', () => {
    expect(snippet).toContain(host('<div id="quote" data-theme="dark">', '?id=SPA-1&amp;source=app'));
    expect(snippet).toContain('  #quote {\n    --qw-accent: navy;\n  }');
    expect(mountSnippet(DEFAULT_OPTIONS, ORIGIN)).toContain(host('<div id="quote">'));
    expect(mountSnippet(DEFAULT_OPTIONS, ORIGIN)).not.toContain('<style>');
  });

  it('passes every option, and a title that cannot end the script element', () => {
    const json = /const quoteOptions = (\{[\s\S]*?\});/.exec(snippet)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({
      id: 'SPA-1',
      source: 'app',
      variant: 'compact',
      mode: 'domestic',
      pagination: true,
      title: '</script><script>alert(1)</script>',
    });
    expect(snippet.match(/<\/script>/g)).toHaveLength(2);
    const doc = parse(snippet);
    const inline = [...doc.querySelectorAll('script')].filter((script) => !script.hasAttribute('src'));
    expect(inline).toHaveLength(1);
    expect(inline[0]?.textContent).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(inline[0]?.textContent).not.toContain('<');
  });

  it('runs as written: mounts at once when the widget is there, else after the script’s load event', () => {
    const code = /<script>\n([\s\S]*)<\/script>/.exec(mountSnippet(options('id=X'), ORIGIN))?.[1] ?? '';
    const mounted: unknown[] = [];
    const script = new EventTarget();
    const fakeWindow: { QuoteWidget?: { mount(el: unknown, o: unknown): void } } = {};
    const fakeDocument = { getElementById: (id: string) => (id === 'quote' ? 'the element' : script) };
    const run = new Function('window', 'document', code);

    fakeWindow.QuoteWidget = { mount: (el, o) => mounted.push([el, o]) };
    run(fakeWindow, fakeDocument);
    expect(mounted).toEqual([['the element', { id: 'X', variant: 'full', mode: 'domestic', pagination: true }]]);

    mounted.length = 0;
    delete fakeWindow.QuoteWidget;
    run(fakeWindow, fakeDocument);
    expect(mounted).toEqual([]);
    fakeWindow.QuoteWidget = { mount: (el, o) => mounted.push([el, o]) };
    script.dispatchEvent(new Event('load'));
    expect(mounted).toHaveLength(1);
  });
});

describe('the preview', () => {
  it('carries the partner’s options under the preview’s own placement, never the partner’s', () => {
    const partner = options('id=PARTNER-001&source=partner-blog&variant=compact&theme=dark&title=Hi');
    expect(hostAttributes(previewOptions(partner))).toEqual([
      ['data-quote-widget', ''],
      ['data-id', 'PREVIEW'],
      ['data-source', 'embed-preview'],
      ['data-variant', 'compact'],
      ['data-title', 'Hi'],
      ['data-theme', 'dark'],
    ]);
    expect(hostAttributes(previewOptions(DEFAULT_OPTIONS))).toEqual([
      ['data-quote-widget', ''],
      ['data-id', 'PREVIEW'],
      ['data-source', 'embed-preview'],
    ]);
  });

  it('sets the look as custom properties', () => {
    expect(styleDeclarations(options('focus=%23ff0&accent=red'))).toEqual([
      ['--qw-accent', 'red'],
      ['--qw-focus', '#ff0'],
    ]);
  });
});

describe('escaping', () => {
  it('keeps an apostrophe readable and makes a no-break space visible in an attribute', () => {
    const title = "Joe's\u00a0quote";
    const snippet = htmlSnippet(options(new URLSearchParams({ title }).toString()), ORIGIN);
    expect(snippet).toContain(`data-title="Joe's&nbsp;quote"`);
    expect(parse(snippet).querySelector('[data-quote-widget]')?.getAttribute('data-title')).toBe(title);
  });

  it('makes JSON that no < can break out of', () => {
    expect(jsonForScript({ t: '</script><!--' })).toBe('{"t":"\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(jsonForScript({ t: '</script><!--' }))).toEqual({ t: '</script><!--' });
  });
});
