/**
 * A two-car order Chicago → Miami signed by the customer named, as the booking stores it: the agreement
 * record, and the text rebuilt from that record (what the PDF must show).
 */
import { rebuildAgreement, signAgreement } from '../../site/signing/agreement';
import type { AgreementData } from '../../site/signing/agreement-data';

export interface SignedAgreement {
  orderNumber: string;
  signedBy: string;
  signedAt: string;
  text: string;
}

export function signedAgreementFor(fullName: string): SignedAgreement {
  const contact = { contact_name: fullName, contact_phone: '(312) 555-0123' };
  const data: AgreementData = {
    orderNumber: 'SO-261121-482193',
    leadNumber: 'SQ-261120-123456',
    broker: {
      name: 'ShipQuote',
      phone: '(512) 555-0147',
      authority: {
        legalName: 'ShipQuote Logistics LLC',
        address: '4100 Carrier Lane, Suite 210, Austin, TX 78701',
        mcNumber: '000000',
        usdotNumber: '0000000',
      },
    },
    customer: { fullName },
    route: { origin: 'Chicago, IL 60601', destination: 'Miami, FL 33101' },
    pickup: { street: '233 S Wacker Dr', city: 'Chicago', state: 'IL', postal_code: '60601', ...contact },
    delivery: { street: '100 Biscayne Blvd', city: 'Miami', state: 'FL', postal_code: '33101', ...contact },
    vehicles: [
      { year: '2019', make: 'Toyota', model: 'Camry', runs: 'yes' },
      { year: '2021', make: 'Honda', model: 'CR-V', runs: 'yes', notes: `Llaves con ${fullName}.` },
    ],
    carrier: 'open',
    firstAvailableDate: '2026-12-01',
    pickupWindow: { first: '2026-12-01', last: '2026-12-07' },
    price: {
      lines: [
        { label: '2019 Toyota Camry, open carrier', amount: 1275 },
        { label: '2021 Honda CR-V, open carrier', amount: 1275 },
      ],
      total: 2550,
      quotedAt: '2026-11-20T15:04:05.000Z',
      priceSource: 'quote',
    },
    terms: { url: 'https://shipquote.example/terms', effectiveDate: '2026-11-26', cancellationFeeAfterDispatch: 150 },
    signedBy: fullName,
    signedAt: '2026-11-21T09:30:12.345Z',
  };
  const { record } = signAgreement(data);
  return {
    orderNumber: data.orderNumber,
    signedBy: fullName,
    signedAt: data.signedAt,
    text: rebuildAgreement(record).text,
  };
}
