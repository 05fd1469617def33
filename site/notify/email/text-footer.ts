/**
 * The last lines of every email's plain-text part, as EmailLayout.tsx ends the HTML part: who sends it,
 * where, where to write with a question (a customer's email only), the broker's authority (a broker says in each message that it arranges transport and is not
 * the carrier), and why the reader got it.
 */
import { authorityStatement, brand } from '../../content/brand';

export function textFooter(why: string, { support }: { support: boolean }): string[] {
  return [
    '--',
    `${brand.name} · ${brand.address.oneLine}`,
    ...(support ? [brand.customerService.text] : []),
    authorityStatement,
    why,
  ];
}
