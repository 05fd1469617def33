// Shows the lead number the mock API put in the address (?lead=SQ-123456). Only a plain lead-number shape
// is shown, and only as text.
(() => {
  const output = document.querySelector('[data-lead-number]');
  const lead = new URLSearchParams(window.location.search).get('lead');
  if (output && lead && /^[A-Za-z0-9-]{1,40}$/.test(lead)) output.textContent = lead;
})();
