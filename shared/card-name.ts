/**
 * A saved card as the site names it on the order's page and in its emails, from the payment provider's
 * brand code and the card's last four digits: "Visa ending 4242", or "Card ending 4242" for a brand it
 * does not name. Nothing else of a card is ever shown.
 */

/** The card networks' own names, by the payment provider's brand codes. */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** Undefined without a card, or with last digits that are not four digits. */
export function cardName(card: { brand: string; last4: string } | undefined): string | undefined {
  if (!card || !/^\d{4}$/.test(card.last4)) return undefined;
  const key = card.brand.toLowerCase();
  return `${Object.hasOwn(BRAND_NAMES, key) ? BRAND_NAMES[key] : 'Card'} ending ${card.last4}`;
}
