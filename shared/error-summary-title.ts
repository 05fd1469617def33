/**
 * The heading of a form's error summary: the same words above the widget's form (its default, which an
 * embedder may override) and above the site's own forms, the plain quote form and the order form.
 */
export const ERROR_SUMMARY_TITLE = 'There is a problem';
