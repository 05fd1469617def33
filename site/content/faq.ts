/**
 * Frequently asked questions, shown as an accordion with
 * one item open at a time on /shipping-guide/frequently-asked-questions/ and the FAQ page. Answers
 * stay consistent with the marketing claims: insurance is in every quote, no hidden fees, payment only once a
 * carrier is confirmed, orders agreed electronically and confirmed by email, 24/7 customer service by email
 * (the phones keep the advisors' hours).
 * Prices and times are typical ranges, not promises; the quote form gives the real price.
 */
import { brand } from './brand';

export interface FaqItem {
  /** Slug, unique: the item's anchor (`#how-much-does-it-cost`). */
  id: string;
  question: string;
  /** Plain-text paragraphs. */
  answer: readonly string[];
}

export const FAQ: readonly FaqItem[] = [
  {
    id: 'how-much-does-it-cost',
    question: 'How much does it cost to ship a car?',
    answer: [
      'The price depends mostly on distance, the size and weight of the vehicle, whether it runs, open or enclosed transport, the season and how flexible your dates are. As a rough guide for a standard sedan on an open carrier, short regional trips start at about $350, and coast to coast is typically $1,150 to $1,450; prices into Florida rise in the snowbird season (October to January), and out of it in April and May.',
      'The quote form gives you a price for your exact route in under a minute. Every quote includes the carrier’s cargo insurance, and there are no hidden fees: the price on your confirmation is what you pay unless you change the order.',
    ],
  },
  {
    id: 'how-long-does-it-take',
    question: 'How long does car shipping take?',
    answer: [
      'Carriers usually pick up within one to five business days of your first available date. Once loaded, a truck covers roughly 400 to 500 miles a day, so a trip of under 500 miles often takes one to three days and coast to coast takes about 7 to 10 days.',
      'Weather, traffic, hours-of-service rules for drivers and other pickups on the same truck can move these dates. Your advisor gives you a pickup window and an estimated delivery date when you book, and tells you straight away if either changes.',
    ],
  },
  {
    id: 'is-my-car-insured',
    question: 'Is my vehicle insured during transport?',
    answer: [
      'Yes. Every carrier we assign holds active federal operating authority and cargo insurance that covers damage caused by the carrier while your vehicle is in its care. That coverage is included in every quote at no extra cost.',
      'Cargo insurance does not cover personal items left in the vehicle, mechanical problems, or damage that was there before pickup. Ask us for the carrier’s certificate of insurance before pickup if you want to see the limits. Our guide, Understanding Car Shipping Insurance, explains what is covered and how to make a claim.',
    ],
  },
  {
    id: 'when-do-i-pay',
    question: 'When do I pay?',
    answer: [
      'Getting a quote and booking cost nothing. You are charged only once a carrier has been confirmed for your vehicle and your dates. If we cannot find one, you pay nothing.',
      'We accept all major credit and debit cards, online or by phone with an advisor. You agree to the order electronically and receive the confirmation by email.',
    ],
  },
  {
    id: 'how-do-i-prepare-my-car',
    question: 'How should I prepare my vehicle?',
    answer: [
      'Wash it so existing marks are easy to see, and take dated photos of every side, the roof and the odometer. Leave about a quarter tank of fuel, remove toll tags, parking passes and loose accessories, fold in the mirrors, and switch off or tell the driver how to silence the alarm.',
      'Check the battery, tires and any leaks, and tell us about anything unusual, such as a lowered suspension or a vehicle that does not run. Our checklist, Preparing Your Vehicle, covers every step.',
    ],
  },
  {
    id: 'inspection-and-bill-of-lading',
    question: 'What happens at pickup and delivery?',
    answer: [
      'At pickup the driver inspects your vehicle with you and records its condition, including existing scratches and dents, on the bill of lading. You both sign it and you keep a copy: it is your receipt and the record that any claim relies on.',
      'At delivery, inspect the vehicle the same way before you sign, ideally in daylight. If you find new damage, write it on the bill of lading in front of the driver and take photos, then call us. Signing a clean bill of lading makes a later claim much harder.',
    ],
  },
  {
    id: 'open-or-enclosed',
    question: 'Should I choose open or enclosed transport?',
    answer: [
      'Open carriers, the two-level trucks you see on the highway, move most vehicles. They are the most affordable and usually the quickest to schedule. Your vehicle is exposed to weather and road dust, as it would be if you drove it.',
      'Enclosed trailers protect the vehicle from weather, debris and view, and often load with a liftgate, which suits classic, exotic, low-clearance and freshly restored vehicles. Expect to pay roughly 35 to 55 percent more and to allow a little more time to schedule.',
    ],
  },
  {
    id: 'inoperable-vehicles',
    question: 'Can you ship a vehicle that does not run?',
    answer: [
      'Yes. Tell us when you request a quote, because an inoperable vehicle needs a carrier with a winch or a forklift at both ends, and that costs more than a running one. The vehicle must still roll, brake and steer, or be loaded with equipment that can lift it, which we arrange in advance.',
    ],
  },
  {
    id: 'personal-items',
    question: 'Can I leave personal items in the car?',
    answer: [
      'Most carriers allow a small amount, usually up to about 100 pounds, in the trunk or below the window line. These items are not covered by the carrier’s cargo insurance and add weight, and car carriers are usually not licensed to move household goods, so pack the rest separately.',
      'Never leave valuables, documents, firearms, hazardous materials or anything illegal in the vehicle. Leave the spare tire and jack in place.',
    ],
  },
  {
    id: 'shipping-to-canada',
    question: 'Can you ship my vehicle between the USA and Canada?',
    answer: [
      'Yes, in both directions and to every province and territory. For a vehicle leaving the USA, U.S. Customs and Border Protection needs the original title (or a certified copy) and proof of ownership at the port of exit at least 72 hours before the vehicle crosses.',
      'A vehicle imported into Canada from the USA must also be admissible under Transport Canada’s rules and go through the Registrar of Imported Vehicles program, which includes a recall clearance and an inspection after import. Your advisor sends you the checklist for your route.',
    ],
  },
  {
    id: 'international-shipping',
    question: 'Do you ship vehicles overseas?',
    answer: [
      'Yes. We ship by roll-on/roll-off vessel, the most affordable way for any vehicle that runs; in a 20 ft or 40 ft container, private or shared, which protects exotic and vintage vehicles; and by air freight when speed matters most.',
      'For export, U.S. Customs needs the original title and proof of ownership at the port at least 72 hours before the vessel sails, and the shipment needs an Electronic Export Information filing. Import duties, taxes and the destination country’s rules are the owner’s responsibility; check them before you ship.',
    ],
  },
  {
    id: 'tracking',
    question: 'How can I track my shipment?',
    answer: [
      `Write to ${brand.mailboxes.support.address} with your order number at any time, day or night, and our support team tells you where your vehicle is; or call customer support at ${brand.phones.support.display} in its hours (${brand.advisorHoursShort}). Most drivers also call ahead before pickup and again before delivery.`,
    ],
  },
  {
    id: 'lost-my-booking-link',
    question: 'I lost the email with my booking link. How do I get back to my order?',
    answer: [
      'Open Find my order at /find-my-order (it is linked at the foot of every page), type your order number (SO-…) or quote number (SQ-…) and the email address you gave us, and we email the link to your booking page to that address. No number at hand? Call an advisor and they will find it.',
    ],
  },
  {
    id: 'who-moves-my-car',
    question: 'Do you move the vehicle yourselves?',
    answer: [
      'No. We are a broker: we arrange your shipment with licensed, bonded and insured carriers from our network of more than ten partners, check their authority and insurance, and stay your single point of contact from booking to delivery.',
    ],
  },
  {
    id: 'cancel-or-change',
    question: 'Can I change or cancel my order?',
    answer: [
      'Yes. Until a carrier is confirmed, you can change or cancel at no cost. After that, call us as soon as you can: we will try to move the dates with the same carrier, and our Terms explain when a cancellation fee applies.',
    ],
  },
  {
    id: 'who-needs-to-be-there',
    question: 'Do I need to be there at pickup and delivery?',
    answer: [
      'You or someone you trust, aged 18 or over, needs to be there to hand over or receive the keys and sign the bill of lading. Tell us in advance who that will be.',
    ],
  },
];
