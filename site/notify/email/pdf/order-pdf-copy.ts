/** The words of the signed order PDF, apart from the agreement itself (which is the signed text). */
import { brand } from '../../../content/brand';

const { legalName, mcNumber, usdotNumber } = brand.authority;

export const orderPdfCopy = {
  title: 'Signed vehicle transport order',
  orderNumber: (orderNumber: string) => `Order number: ${orderNumber}`,
  brokerLine: `${legalName} · ${brand.address.oneLine}`,
  contactLine: `${brand.phones.support.display} · ${brand.mailboxes.support.address}`,
  brokerNotCarrier: `${legalName} arranges the transport as a broker; it is not the carrier.`,
  authority: `Broker authority: MC ${mcNumber} · USDOT ${usdotNumber}`,
  pageNumber: (orderNumber: string, page: number, pages: number) => `Order ${orderNumber} · Page ${page} of ${pages}`,
  signatureHeading: 'Electronic signature',
  signedBy: (name: string) => `Signed electronically by: ${name}`,
  signedAtUtc: (stamp: string) => `Signed at: ${stamp} (UTC)`,
  signedAtLocal: (stamp: string) => `In ${TIME_ZONE_NAME}: ${stamp}`,
  attachmentNote: (name: string) => `The agreement's text as signed is also attached to this file as ${name}.`,
  attachmentDescription: 'The agreement text as signed (UTF-8)',
  subject: 'Signed vehicle transport order',
} as const;

/** How the broker's time zone (brand.timeZone) is named to customers. */
export const TIME_ZONE_NAME = 'Central Time';
