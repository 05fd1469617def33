/**
 * The booking pages' one script, served at /booking/print-order.js: it shows the "Print your signed
 * order" button (rendered hidden, SignedOrderSections.tsx) and makes it print. A file of the booking
 * routes' own, since the booking pages' CSP allows same-origin scripts and no inline one; a fixed string,
 * as the site's theme script is, because it is this small and must not wait for a build.
 */
export const PRINT_ORDER_SCRIPT_PATH = '/booking/print-order.js';

export const PRINT_ORDER_SCRIPT =
  "for(const b of document.querySelectorAll('button[data-print-order]')){b.hidden=false;b.addEventListener('click',()=>window.print())}\n";
