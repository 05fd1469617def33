/**
 * The signed order PDF made once per order and worker, for the site's modules in the unit and storage
 * projects (vitest.config.ts hands them `madeOnce(signedOrderPdf)` in place of order-pdf's own). A PDF takes
 * from a tenth of a second to more than one, and the email tests render the same fixture order's
 * confirmation over and over. The same order always gives the same bytes (order-pdf.test.ts shows it), so
 * a copy of the first is what making it again would give. Test files that import order-pdf themselves get
 * the real function, so the PDF's own tests, and a test comparing an email's attachment with a PDF made
 * anew, make theirs.
 */
interface SignedOrderFields {
  orderNumber: string;
  signedBy: string;
  signedAt: string;
  agreementText: string;
}

export function madeOnce<Order extends SignedOrderFields>(
  make: (order: Order) => Promise<Uint8Array>,
): (order: Order) => Promise<Uint8Array> {
  const made = new Map<string, Promise<Uint8Array>>();
  return async (order) => {
    const key = JSON.stringify([order.orderNumber, order.signedBy, order.signedAt, order.agreementText]);
    let pdf = made.get(key);
    if (!pdf) {
      pdf = make(order);
      made.set(key, pdf);
      // A refusal (a signing time it cannot read) is asked again, and refused again, not kept.
      pdf.catch(() => made.delete(key));
    }
    // A copy: whoever gets it may write into its buffer.
    return (await pdf).slice();
  };
}
