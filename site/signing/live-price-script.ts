/**
 * Step 1's live price, served at /booking/live-price.js: it shows the order form's "Your price with these
 * answers" line (rendered hidden, OrderPages.tsx) and keeps it to the form's carrier, first available date
 * and running answers, from the totals the server put in its `data-live-price` (order-fees.ts). A fixed
 * string, as the print button's script is (site/booking/print-order-script.ts): the booking pages' CSP
 * allows same-origin scripts and no inline one, and it is too small to wait for a build. Without it the
 * line stays hidden and the review, after the post, shows the total.
 */
export const LIVE_PRICE_SCRIPT_PATH = '/booking/live-price.js';

export const LIVE_PRICE_SCRIPT = `for (const box of document.querySelectorAll('[data-live-price]')) {
  const form = box.closest('form');
  const out = box.querySelector('[data-live-price-total]');
  let data;
  try { data = JSON.parse(box.dataset.livePrice); } catch { continue; }
  if (!form || !out || !Array.isArray(data.runs)) continue;
  const usd = (n) => '$' + n.toLocaleString('en-US');
  const update = () => {
    const date = form.elements.first_available_date?.value ?? '';
    const column = form.querySelector('input[name="carrier"][value="enclosed"]:checked') ? 2 : 1;
    let run;
    for (const r of data.runs) if (r[0] <= date) run = r;
    const notRunning = form.querySelectorAll('input[name$=".runs"][value="no"]:checked').length;
    const text = run && date <= data.last ? data.priced.replace('{total}', usd(run[column] + notRunning * data.inopFee)) : data.noDate;
    if (out.textContent !== text) out.textContent = text;
  };
  update();
  box.hidden = false;
  form.addEventListener('input', update);
  form.addEventListener('change', update);
}
`;
