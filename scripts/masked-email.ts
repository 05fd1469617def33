/**
 * An email address as the order desk prints it (order-command.ts): enough for the broker to tell whose it
 * is, "d***@example.com", without the whole address landing in a terminal's scroll-back or a pasted log.
 */

/** "dana.rivera@example.com" as "d***@example.com"; text that is no address shows only its first character. */
export function maskedEmail(email: string): string {
  const text = email.trim();
  const at = text.lastIndexOf('@');
  const first = Array.from(text)[0] ?? '';
  return at <= 0 ? `${first}***` : `${first}***${text.slice(at)}`;
}
