/**
 * The mailbox an address delivers to, for counting the quote emails one person gets: an address is spelled
 * many ways that all reach the same inbox. Letter case and surrounding spaces never matter; a `+tag` after
 * the local part is delivered to the part before it by nearly every provider; and Gmail ignores dots in the
 * local part and takes googlemail.com for gmail.com. Elsewhere dots are kept: `dana.rivera@` and
 * `danarivera@` may well be two people.
 */

/** Providers that deliver `d.a.n.a@` to `dana@`. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_DOMAINS[domain];
  if (dotless) {
    local = local.replaceAll('.', '');
    domain = dotless;
  }
  return `${local}@${domain}`;
}
