/**
 * What the pages under a booking link show of the customer's contact details. The link is the only key to
 * them and gets forwarded, pasted into chats and left in browser histories, so whoever holds it sees a
 * phone number only by its last four digits and never the email address. This is display only: the signed
 * agreement is stored and hashed as it was signed, and the PDF and the confirmation email carry it whole.
 */
import { type AgreementStructure, mapAgreementValues } from './agreement-document';
import { orderPageCopy as t } from './order-page-copy';

const VISIBLE_DIGITS = 4;

/** "(214) 555-0142" as "••• ••• 0142"; a number with no more than four digits shows none of them. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const shown = digits.length > VISIBLE_DIGITS ? digits.slice(-VISIBLE_DIGITS) : '';
  return `${t.maskedPhonePrefix}${shown}`.trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The signed agreement's text as the pages show it: the customer's email address left out and every phone
 * number in `phones` masked, wherever the text repeats them. Letter case is ignored for the address.
 */
export function agreementTextForLink(text: string, contacts: { email: string; phones: readonly string[] }): string {
  let shown = text;
  const email = contacts.email.trim();
  if (email !== '') shown = shown.replace(new RegExp(escapeRegExp(email), 'gi'), t.emailNotShown);
  // Longest first, so a number that contains another is masked whole.
  const phones = [...new Set(contacts.phones.map((phone) => phone.trim()).filter((phone) => phone !== ''))].sort(
    (a, b) => b.length - a.length,
  );
  for (const phone of phones) shown = shown.replaceAll(phone, maskPhone(phone));
  return shown;
}

/**
 * A placed order as the pages under its link show it: the contact phones masked, and the agreement's text
 * without the customer's email address and with every phone it names masked.
 */
export function orderForLink<O extends LinkOrder>(order: O, customer: { email: string; phone: string }): O {
  const { pickup, delivery } = order.details;
  const phones = [customer.phone, pickup.contact_phone, delivery.contact_phone];
  return {
    ...order,
    details: {
      ...order.details,
      pickup: { ...pickup, contact_phone: maskPhone(pickup.contact_phone) },
      delivery: { ...delivery, contact_phone: maskPhone(delivery.contact_phone) },
    },
    agreementText: agreementTextForLink(order.agreementText, { email: customer.email, phones }),
    agreement: mapAgreementValues(order.agreement, (text) =>
      agreementTextForLink(text, { email: customer.email, phones }),
    ),
  };
}

interface LinkOrder {
  details: { pickup: { contact_phone: string }; delivery: { contact_phone: string } };
  agreementText: string;
  agreement: AgreementStructure;
}
