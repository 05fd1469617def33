/**
 * The booking page, where the visitor is sent in a new tab after submitting the quote form.
 * Server-rendered HTML that needs no JavaScript; styles come from
 * /booking/booking.css because the site's CSP allows no inline styles (site/security-headers.ts).
 * Every value from the lead goes through `html`, which escapes it.
 */
import { brand } from '../content/brand';
import type { DomesticEstimate, InternationalEstimate } from '../pricing/pricing';
import { MIN_TRANSPORT_PER_VEHICLE } from '../pricing/rate-table';
import type { BookingEstimate, BookingVehicle, BookingView } from './booking-view';
import { bookingCopy as t } from './copy';
import { formatMiles, formatShortDate, formatSpan, formatUsd, formatUsdRange, isoDateOf } from './format';
import { html, type SafeHtml } from './html';

export const BOOKING_STYLESHEET = '/booking/booking.css';

function page(title: string, main: SafeHtml): string {
  // The booking URL carries the secret token: no referrer, so no link leaks it.
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>${title}</title>
<link rel="stylesheet" href="${BOOKING_STYLESHEET}">
</head>
<body>
<a class="skip-link" href="#main">${t.skipLink}</a>
<header class="site-header">
<a class="brand" href="/">${brand.name}</a>
<a class="header-phone" href="${brand.phones.advisors.href}">${brand.phones.advisors.display}</a>
</header>
<main id="main" tabindex="-1">
${main}
</main>
<footer class="site-footer">
<p>${brand.name} · ${brand.address.oneLine}</p>
<p><a href="${brand.mailboxes.info.href}">${brand.mailboxes.info.address}</a></p>
<p>${t.sampleNotice}</p>
</footer>
</body>
</html>
`.value;
}

function dateTime(iso: string): SafeHtml {
  const datetime = isoDateOf(iso);
  return datetime ? html`<time datetime="${datetime}">${formatShortDate(iso)}</time>` : html``;
}

function distanceText(view: BookingView): string {
  if (view.roadMiles !== undefined) return formatMiles(view.roadMiles);
  const placed = view.estimate.kind === 'agent' && view.estimate.reason === 'outside-table';
  return placed ? t.distanceByAgent : t.distanceUnknown;
}

function routeFacts(view: BookingView): SafeHtml {
  const distance = view.mode === 'domestic' ? html`<dt>${t.roadDistance}</dt><dd>${distanceText(view)}</dd>` : html``;
  return html`<section aria-labelledby="route-heading">
<h2 id="route-heading">${t.routeHeading}</h2>
<dl class="facts">
<dt>${t.leadNumber}</dt><dd>${view.sessionId}</dd>
<dt>${t.requestedOn}</dt><dd>${dateTime(view.createdAt)}</dd>
<dt>${t.shipping}</dt><dd>${t.modes[view.mode]}</dd>
<dt>${t.pickup}</dt><dd>${view.origin.label}</dd>
<dt>${t.delivery}</dt><dd>${view.destination.label}</dd>
<dt>${t.firstAvailable}</dt><dd>${dateTime(view.shipDate)}</dd>
${distance}
</dl>
</section>`;
}

export function vehicleName(vehicle: BookingVehicle): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

function vehicleList(vehicles: readonly BookingVehicle[]): SafeHtml {
  const items = vehicles.map((vehicle) => {
    const details: string[] = [];
    if (vehicle.vehicle_type) details.push(vehicle.vehicle_type);
    if (vehicle.vehicle_inop) details.push(t.runs[vehicle.vehicle_inop]);
    return html`<li><span class="vehicle-name">${vehicleName(vehicle)}</span>${
      details.length > 0 ? html` <span class="vehicle-details">(${details.join(', ')})</span>` : ''
    }</li>`;
  });
  return html`<section aria-labelledby="vehicles-heading">
<h2 id="vehicles-heading">${t.vehiclesHeading}</h2>
<ul class="vehicles">${items}</ul>
</section>`;
}

/** The chosen column is marked in words as well as colour (WCAG 1.4.1). */
function choiceBadge(chosen: boolean): SafeHtml {
  return chosen ? html` <span class="badge">${t.yourChoice}</span>` : html``;
}

/** ` class="chosen"` on the cells of the transport type the visitor picked. */
const chosenClass = (chosen: boolean): SafeHtml => (chosen ? html` class="chosen"` : html``);

function priceNotes(estimate: DomesticEstimate, vehicles: readonly BookingVehicle[]): SafeHtml {
  const notes: string[] = [t.basedOnDistance(formatMiles(estimate.distanceMiles))];
  if (estimate.lines.some((line) => line.minimumApplied))
    notes.push(t.minimumNote(formatUsd(MIN_TRANSPORT_PER_VEHICLE)));
  const seenTypes = new Set<string>();
  let discount: number | undefined;
  let inop: number | undefined;
  let shortNotice: number | undefined;
  for (const line of estimate.lines) {
    for (const component of line.components) {
      if (component.kind === 'multi-vehicle') discount ??= -component.open;
      if (component.kind === 'inop') inop ??= component.open;
      if (component.kind === 'short-notice') shortNotice ??= component.open;
      const type = vehicles[line.vehicleIndex]?.vehicle_type;
      if (component.kind === 'vehicle-type' && type && !seenTypes.has(type)) {
        seenTypes.add(type);
        notes.push(
          t.vehicleTypeNote(t.vehicleTypeNames[type], formatUsd(component.open), formatUsd(component.enclosed)),
        );
      }
    }
  }
  if (discount) notes.push(t.multiVehicleNote(formatUsd(discount)));
  if (inop) notes.push(t.inopNote(formatUsd(inop)));
  if (shortNotice) notes.push(t.shortNoticeNote(formatUsd(shortNotice)));
  return html`<h3>${t.howPriced}</h3>
<ul class="notes">${notes.map((note) => html`<li>${note}</li>`)}</ul>
<p class="fine-print">${t.estimateNote}</p>`;
}

function domesticPrices(view: BookingView, estimate: DomesticEstimate): SafeHtml {
  const open = view.transportType === 'open';
  const enclosed = view.transportType === 'enclosed';
  const perVehicle =
    estimate.lines.length > 1
      ? estimate.lines.map((line) => {
          const vehicle = view.vehicles[line.vehicleIndex];
          return html`<tr><th scope="row">${vehicle ? vehicleName(vehicle) : ''}</th><td${chosenClass(open)}>${formatUsd(line.open)}</td><td${chosenClass(enclosed)}>${formatUsd(line.enclosed)}</td></tr>`;
        })
      : [];
  const transit = formatSpan(estimate.transitDays.min, estimate.transitDays.max, 'day');
  return html`<div class="table-wrap">
<table class="prices">
<caption>${t.priceCaption(view.vehicles.length)}</caption>
<thead><tr><td></td><th scope="col"${chosenClass(open)}>${t.open}${choiceBadge(open)}</th><th scope="col"${chosenClass(enclosed)}>${t.enclosed}${choiceBadge(enclosed)}</th></tr></thead>
<tbody>
<tr class="total"><th scope="row">${t.estimatedPrice}</th><td${chosenClass(open)}>${formatUsd(estimate.open.point)}</td><td${chosenClass(enclosed)}>${formatUsd(estimate.enclosed.point)}</td></tr>
<tr><th scope="row">${t.likelyRange}</th><td${chosenClass(open)}>${formatUsdRange(estimate.open.low, estimate.open.high)}</td><td${chosenClass(enclosed)}>${formatUsdRange(estimate.enclosed.low, estimate.enclosed.high)}</td></tr>
${perVehicle}
<tr><th scope="row">${t.transit}</th><td${chosenClass(open)}>${transit}</td><td${chosenClass(enclosed)}>${transit}</td></tr>
</tbody>
</table>
</div>
<p>${t.openAbout}</p>
<p>${t.enclosedAbout}</p>
${priceNotes(estimate, view.vehicles)}`;
}

function internationalPrices(view: BookingView, estimate: InternationalEstimate): SafeHtml {
  const cards = estimate.options.map((option) => {
    const chosen = option.method === view.transportType;
    const method = t.methods[option.method];
    return html`<li class="${chosen ? 'option chosen' : 'option'}">
<h3>${method.name}${choiceBadge(chosen)}</h3>
<p class="option-price">${formatUsdRange(option.low, option.high)}</p>
<p>${t.transit}: ${formatSpan(option.transitWeeks.min, option.transitWeeks.max, 'week')}</p>
<p>${method.about}</p>
</li>`;
  });
  return html`<p>${t.internationalIntro(estimate.regionLabel)}</p>
<ul class="options">${cards}</ul>
<p class="fine-print">${t.internationalNote}</p>`;
}

function agentMessage(reason: 'route-not-placed' | 'outside-table'): SafeHtml {
  return html`<div class="agent" role="note">
<h3>${t.agentHeading}</h3>
<p>${reason === 'route-not-placed' ? t.agentRouteNotPlaced : t.agentOutsideTable}</p>
<p><a href="${brand.phones.advisors.href}">${brand.phones.advisors.display}</a></p>
</div>`;
}

function prices(view: BookingView, estimate: BookingEstimate): SafeHtml {
  const body =
    estimate.kind === 'domestic'
      ? domesticPrices(view, estimate)
      : estimate.kind === 'international'
        ? internationalPrices(view, estimate)
        : agentMessage(estimate.reason);
  return html`<section aria-labelledby="price-heading">
<h2 id="price-heading">${t.priceHeading}</h2>
${body}
</section>`;
}

function included(): SafeHtml {
  return html`<section aria-labelledby="included-heading">
<h2 id="included-heading">${t.includedHeading}</h2>
<ul class="included">${t.included.map((item) => html`<li>${item}</li>`)}</ul>
</section>`;
}

function nextSteps(view: BookingView): SafeHtml {
  const steps = view.mode === 'international' ? t.internationalNextSteps : t.nextSteps;
  return html`<section aria-labelledby="next-heading">
<h2 id="next-heading">${t.nextHeading}</h2>
<ol class="steps">${steps.map((step) => html`<li>${step}</li>`)}</ol>
</section>`;
}

function callUs(): SafeHtml {
  return html`<section aria-labelledby="call-heading" class="call">
<h2 id="call-heading">${t.callHeading}</h2>
<p>${t.callLead}</p>
<p class="call-phone"><a href="${brand.phones.advisors.href}">${brand.phones.advisors.display}</a></p>
<p>${brand.advisorHoursText}</p>
<p>${t.orEmail} <a href="${brand.mailboxes.quotes.href}">${brand.mailboxes.quotes.address}</a></p>
</section>`;
}

/** The whole booking page for one lead, as an HTML document. */
export function renderBookingPage(view: BookingView): string {
  return page(
    `Your quote ${view.sessionId} – ${brand.name}`,
    html`<h1>${t.heading}</h1>
<p class="greeting">${t.greeting(view.firstName)}</p>
<p class="lead-number">${t.leadNumber}: <strong>${view.sessionId}</strong></p>
${prices(view, view.estimate)}
${routeFacts(view)}
${vehicleList(view.vehicles)}
${included()}
${nextSteps(view)}
${callUs()}`,
  );
}

/**
 * The answer for an unknown, malformed or expired token. The same page in every case, with nothing from
 * the request in it, so it reveals nothing about whether any lead exists.
 */
export function renderBookingNotFoundPage(): string {
  return page(
    `${t.notFoundTitle} – ${brand.name}`,
    html`<h1>${t.notFoundHeading}</h1>
<p>${t.notFoundBody}</p>
<p class="call-phone"><a href="${brand.phones.advisors.href}">${brand.phones.advisors.display}</a></p>
<p>${brand.advisorHoursText}</p>
<p><a class="button" href="/">${t.startNewQuote}</a></p>`,
  );
}
