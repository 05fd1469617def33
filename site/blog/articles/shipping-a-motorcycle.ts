/**
 * SAMPLE ARTICLE: getting a motorcycle ready for a carrier, how it is secured, and when a crate is worth it.
 * It agrees with /services/enclosed-motorcycle-shipping (wheel chock, soft ties, a quarter tank or less).
 */

import { SHIPPING_TIPS } from '../../content/blog/categories';
import { brand } from '../../content/brand';
import type { LocalArticle } from '../post';

export const SHIPPING_A_MOTORCYCLE: LocalArticle = {
  title: 'Shipping a motorcycle: crating, tie-downs and what to leave in the tank',
  slug: 'shipping-a-motorcycle',
  date: '2026-09-09',
  sample: true,
  excerpt:
    'How much fuel to leave, how a carrier ties a bike down without marking it, when a crate makes sense, and a checklist for the week before pickup.',
  contentHtml:
    '<p>A motorcycle is easier to ship than a car in some ways and harder in others. It takes little space, but it cannot stand on its own in a moving trailer, and a strap in the wrong place can bend a lever or rub through paint. Here is how bikes travel, what to do before pickup, and when a crate is worth the extra cost.</p>',
  categories: [SHIPPING_TIPS],
  featuredImage: {
    src: '/images/blog/shipping-a-motorcycle.svg',
    width: 1200,
    height: 630,
    alt: 'Two motorcycles inside an enclosed trailer pulled by a blue truck',
  },
  sections: [
    {
      acf_fc_layout: 'simple_content',
      title: 'How a motorcycle travels',
      index_title: 'How bikes travel',
      content:
        '<p>Within the USA and Canada most bikes ride door to door in an enclosed trailer, either one built for motorcycles or a car trailer with motorcycle fittings. The front wheel goes into a wheel chock, which holds the bike upright, and soft straps hold it down from both ends. Some carriers also carry bikes on open trailers, secured the same way.</p><p>The other way is a crate: the bike is strapped to a pallet or a steel frame, boxed in, and moved as freight, often between terminals rather than to your door. Crates are common for new bikes leaving a dealer, for freight shipments and for bikes going overseas in a container.</p>',
    },
    {
      acf_fc_layout: 'simple_table',
      title: 'Crate or no crate',
      caption: 'How the two ways of shipping a motorcycle usually compare. Details vary by carrier; ask when you book.',
      table: {
        head: ['Consideration', 'Uncrated, in a trailer', 'Crated'],
        rows: [
          ['Pickup and delivery', 'Usually door to door', 'Often from and to a freight terminal'],
          ['Preparation', 'Empty the luggage, run the fuel low', 'The bike is strapped to a base and boxed in'],
          [
            'Parts removed',
            'Usually none',
            'Sometimes the mirrors or windscreen, to fit the crate; check with whoever builds it',
          ],
          ['Cost', 'The usual choice; no crate to pay for', 'The crate and the crating labour are added'],
          [
            'Best for',
            'Most bikes moving within the USA and Canada',
            'New bikes from a dealer, freight shipments, overseas containers',
          ],
        ],
      },
    },
    {
      acf_fc_layout: 'simple_order_list',
      title: 'How the driver secures the bike',
      index_title: 'Tie-downs',
      content: '<p>Knowing what a good tie-down looks like helps you spot a bad one at pickup:</p>',
      list_item: [
        {
          item: 'Front wheel in a chock',
          content:
            '<p>The chock keeps the bike straight and upright, so the straps only have to stop it moving, not hold it up. The side stand is not used.</p>',
        },
        {
          item: 'Soft loops at the front',
          content:
            '<p>Fabric loops go around the handlebars close to the clamps, or around the lower triple clamp, and the strap hooks attach to the loops. No metal hook should touch paint, chrome, brake lines or cables.</p>',
        },
        {
          item: 'Front suspension partly compressed',
          content:
            '<p>The straps pull the forks down part of their travel so the bike cannot bounce. Bottoming the forks out for days is not needed and strains the seals.</p>',
        },
        {
          item: 'Straps at the rear',
          content:
            '<p>Two more straps hold the rear to a solid point on the frame or the passenger peg mounts, never to the exhaust, the turn signals or the plastic bodywork.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'image',
      image: { src: '/images/services/enclosed-motorcycle-shipping.svg', width: 640, height: 400 },
      alt: 'Two motorcycles standing in wheel chocks inside an enclosed trailer',
      caption: 'In an enclosed trailer each bike stands in a wheel chock, held by soft straps at the front and rear.',
    },
    {
      acf_fc_layout: 'checklist',
      title: 'Before pickup',
      list_item: [
        {
          item: 'Run the fuel down to a quarter tank or less: enough to ride it on and off, little enough to be safe.',
        },
        { item: 'Empty the saddlebags, top box and tank bag, and take off the GPS, camera and phone mount.' },
        {
          item: 'Check the tire pressures and that the battery is charged, or tell the carrier the bike needs a jump.',
        },
        { item: 'Turn off the alarm or immobiliser, or write down how to stop it for the driver.' },
        { item: 'Look for oil, fuel or coolant leaks and fix them or tell the carrier.' },
        {
          item: 'Tell the carrier about anything unusual: a sidecar, a trike kit, lowered suspension or extended forks.',
        },
        { item: 'Wash the bike and photograph both sides, the front, the rear and the odometer.' },
        { item: 'Have one key for the driver and keep the spare yourself.' },
      ],
    },
    {
      acf_fc_layout: 'simple_content',
      title: 'What to leave in the tank, and why',
      index_title: 'Fuel',
      content:
        '<p>For a bike travelling uncrated by road, a quarter tank or less is the usual request. Fuel adds weight high up on the bike, and a full tank can seep from the vent or the cap when the bike is compressed on its suspension for days.</p><p>Crated and international shipments are stricter. Freight carriers, shipping lines and airlines treat fuel and batteries as hazardous, and many ask for a tank that is close to empty and the battery disconnected, or removed for air freight. The rules differ by carrier and by route, so ask before you drain anything: riding a bike onto a trailer with a completely dry tank is not practical either.</p>',
    },
    {
      acf_fc_layout: 'faq',
      title: 'Questions about shipping a motorcycle',
      index_title: 'Questions',
      list_item: [
        {
          item: 'Can I ship my helmet and riding gear with the bike?',
          content:
            "<p>Carriers prefer not to take loose items, and nothing loose is covered by the carrier's insurance. Items bolted to the bike, such as an emptied top box, are fine. Pack helmets and gear in your own luggage or send them by parcel.</p>",
        },
        {
          item: 'Should I put a cover on the bike?',
          content:
            '<p>In an enclosed trailer a cover is not needed. On an open trailer a loose cover can flap at highway speed and rub the paint, so only use one made to be strapped down for transport, or none.</p>',
        },
        {
          item: 'Can you ship a motorcycle that does not run?',
          content:
            '<p>Yes, if it rolls and steers. Tell us when you book: the driver has to push or winch it aboard, which takes more time and can cost more.</p>',
        },
        {
          item: 'How long does it take?',
          content:
            '<p>About as long as a car on the same route: a driver covers roughly 500 miles a day, plus a day or two for the pickup window and delivery.</p>',
        },
        {
          item: 'Can you ship a trike or a bike with a sidecar?',
          content:
            '<p>Yes. They are wider than a motorcycle and are secured by their wheels, more like a small car, so mention them when you ask for a quote.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'list',
      title: 'Where to go next',
      list_item: [
        {
          icon: 'link',
          item: 'Our motorcycle shipping service',
          content:
            '<p><a href="/services/enclosed-motorcycle-shipping">How we ship motorcycles, trikes and sidecar rigs</a> in enclosed trailers or crated.</p>',
        },
        {
          icon: 'link',
          item: 'The inspections at pickup and delivery',
          content:
            '<p>The bill of lading works the same way as for a car: see the <a href="/blog/preparing-your-car-for-transport-checklist">preparation checklist</a>.</p>',
        },
        {
          icon: 'person',
          item: 'Talk to an advisor',
          content: `<p>Call <a href="${brand.phones.advisors.href}">${brand.phones.advisors.display}</a> about a trike, a sidecar rig or a bike that does not run.</p>`,
        },
        {
          icon: 'arrow',
          item: 'Get a quote',
          content: '<p>Start with a <a href="/#main-form">free quote</a> for your route and dates.</p>',
        },
      ],
    },
  ],
};
