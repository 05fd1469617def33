/**
 * A staff mailbox (STAFF_EMAIL): any address the broker's own mail has, long top-level domains (.example,
 * .company) included. Looser than the quote form's rule for a visitor's address, which the form and the
 * server share: the broker types this one once, in its settings, and the start refuses a wrong one.
 */
export const STAFF_MAILBOX = /^[^\s@,]+@[^\s@,.]+(\.[^\s@,.]+)+$/;
