/**
 * What a customer does at delivery and after it, in one set of words for the delivered email and the
 * order's page: inspect before signing the delivery bill of lading, note damage on it, photograph it, and
 * how a claim is made against the carrier's cargo insurance within the terms' deadline (legal.ts, "Damage
 * claims": nine months from delivery under federal law).
 */
export const afterDeliveryCopy = {
  inspectHeading: 'Before you sign for your vehicle',
  inspect: [
    'Inspect the vehicle with the driver before you sign the bill of lading at delivery, in daylight or good light, and compare it with the condition noted at pickup.',
    'Note any new damage on the bill of lading itself, both copies, before you sign, and take photos of it with the driver and the truck in view. A delivery signed as clean makes a claim much harder.',
  ],
  claimHeading: 'If something is damaged',
  claim: (carrier: string, mc: string, phone: string) =>
    `Call customer support the same day at ${phone}. The carrier, ${carrier} (${mc}), is responsible for damage in its care and its cargo insurance pays the claim; we help you file it in writing with the bill of lading, your photos and repair estimates.`,
  claimUnnamed: (phone: string) =>
    `Call customer support the same day at ${phone}. The carrier is responsible for damage in its care and its cargo insurance pays the claim; we help you file it in writing with the bill of lading, your photos and repair estimates.`,
  claimDeadline:
    'Your order agreement and federal law give you nine months from delivery to file a written claim with the carrier; the carrier must answer it within 120 days.',
  mcValue: (mc: string) => `MC ${mc}`,
};

/** The claim's paragraphs, naming the carrier when it is known. */
export function claimParagraphs(carrier: { name: string; mc: string } | undefined, phone: string): string[] {
  const t = afterDeliveryCopy;
  return [carrier ? t.claim(carrier.name, t.mcValue(carrier.mc), phone) : t.claimUnnamed(phone), t.claimDeadline];
}
