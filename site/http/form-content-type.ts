/**
 * The one reading of a request's Content-Type for the site's form posts, shared by the check that a post
 * comes from the site's own pages (form-post-guards.ts) and by the handlers that read the form, so the
 * two never disagree on what a form is: the media type before any parameter, case and the whitespace
 * around it ignored (RFC 9110 §8.3.1). `APPLICATION/X-WWW-FORM-URLENCODED ; charset=utf-8` is a urlencoded
 * form; `application/x-www-form-urlencodedX` is no form at all.
 */

const URLENCODED_FORM = 'application/x-www-form-urlencoded';

/**
 * The encodings an HTML form posts in (its `enctype`). They are also the types a page of any site may post
 * to another without the browser asking first (a CORS "simple" request), which is why the same-origin
 * check looks at them.
 */
const FORM_TYPES: ReadonlySet<string> = new Set([URLENCODED_FORM, 'multipart/form-data', 'text/plain']);

/** The media type of a Content-Type header in lower case, without parameters; '' for none. */
export function mediaType(header: string | undefined): string {
  if (header === undefined) return '';
  const end = header.indexOf(';');
  return (end < 0 ? header : header.slice(0, end)).trim().toLowerCase();
}

/** Whether the header names one of a form's encodings. */
export function isFormContentType(header: string | undefined): boolean {
  return FORM_TYPES.has(mediaType(header));
}

/** Whether the header names a urlencoded form, the only encoding the site's own forms post in. */
export function isUrlencodedForm(header: string | undefined): boolean {
  return mediaType(header) === URLENCODED_FORM;
}
