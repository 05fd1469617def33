/** A saved card as the emails name it, from the provider's brand code and its last four digits. */
import { orderPaymentEmailCopy as t } from './order-payment-email-copy';

/** "Visa ending 4242", "Card ending 4242"; undefined without a card, or with last digits that are not four digits. */
export function cardName(card: { brand: string; last4: string } | undefined): string | undefined {
  if (!card || !/^\d{4}$/.test(card.last4)) return undefined;
  const brandKey = card.brand.toLowerCase();
  const name = Object.hasOwn(t.cardBrands, brandKey) ? t.cardBrands[brandKey] : undefined;
  return t.card(name ?? t.cardOfUnknownBrand, card.last4);
}
