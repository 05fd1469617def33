/**
 * Addresses in log lines are cut down to their origin: a webhook or CMS address can carry a token in its
 * path or query (`https://crm.example/hook?token=…`), and logs are read by more people and kept longer than
 * the settings they came from.
 */

/** An http(s) address inside text, up to whitespace or a quote. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>`]+/gi;

/**
 * `https://crm.example/…` for `https://crm.example/hook?token=s3cr3t`; an address with nothing past its
 * origin (`http://localhost:3000/`) is kept as it is. User name and password are always dropped.
 */
export function redactUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // Not parseable, so nothing tells the host from a token: keep only the scheme.
    const scheme = /^[a-z][a-z0-9+.-]*:\/\//i.exec(text)?.[0] ?? '';
    return `${scheme}…`;
  }
  const hasMore = url.username || url.password || url.pathname !== '/' || url.search || url.hash;
  if (!hasMore) return text;
  return `${url.origin}/…`;
}

/** Every http(s) address in `text` redacted as `redactUrl` does; the rest of the text is unchanged. */
export function redactUrls(text: string): string {
  return text.replace(URL_IN_TEXT, (match) => {
    // Punctuation that ends a sentence or a parenthesis is the text's, not the address's.
    const [, address = match, after = ''] = /^(.*?)([.,;:!?)\]]*)$/s.exec(match) ?? [];
    return redactUrl(address) + after;
  });
}

/**
 * `postgres://db.internal:5432/shipquote` for a connection string: scheme, host and database only. The
 * user name, the password and any parameters are dropped; URL's origin is no help here ("null" for
 * schemes other than http's).
 */
export function redactDatabaseUrl(text: string): string {
  try {
    const url = new URL(text);
    return `${url.protocol}//${url.host}${url.pathname}`;
  } catch {
    return redactUrl(text);
  }
}
