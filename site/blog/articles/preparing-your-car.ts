/** SAMPLE ARTICLE: getting a car ready for pickup, and the inspections at both ends. */

import { SHIPPING_TIPS } from '../../content/blog/categories';
import type { LocalArticle } from '../post';

export const PREPARING_YOUR_CAR: LocalArticle = {
  title: 'Preparing your car for transport: a checklist',
  slug: 'preparing-your-car-for-transport-checklist',
  date: '2026-10-07',
  sample: true,
  excerpt:
    'What to do a week before pickup, the day before, and when the driver arrives, so the car leaves on time and any damage claim is easy to prove.',
  contentHtml:
    '<p>Twenty minutes of preparation saves most of the problems people have with car shipping: a delayed pickup, a lost toll tag, or a scratch nobody can prove was new. Work through these lists in the week before your pickup.</p>',
  categories: [SHIPPING_TIPS],
  featuredImage: {
    src: '/images/blog/preparing-your-car-for-transport-checklist.svg',
    width: 1200,
    height: 630,
    alt: 'A clipboard with ticked boxes next to a red car',
  },
  sections: [
    {
      acf_fc_layout: 'simple_content',
      title: 'Why preparation matters',
      content:
        '<p>At pickup the driver inspects the car and records its condition on the bill of lading, the document that travels with it. At delivery you compare the car against that record. A clean car and your own dated photos make the record accurate, and an accurate record is what settles any question about damage.</p>',
    },
    {
      acf_fc_layout: 'checklist',
      title: 'One week before pickup',
      index_title: 'A week before',
      list_item: [
        { item: 'Wash the car so dents and scratches are visible at the inspection.' },
        { item: 'Photograph every side, the roof, the wheels and the odometer, with the date visible.' },
        {
          item: 'Remove personal belongings: carriers are not licensed to move household goods, and their insurance does not cover them.',
        },
        { item: 'Take out toll tags and parking passes so you are not charged for tolls along the route.' },
        { item: 'Remove or secure loose parts: bike and roof racks, spoilers, custom antennas.' },
        { item: 'Check for fluid leaks; a carrier may refuse a car that drips on the cars below.' },
        { item: 'Inflate the tires to the recommended pressure and make sure the battery is charged.' },
      ],
    },
    {
      acf_fc_layout: 'checklist',
      title: 'The day before',
      list_item: [
        { item: 'Leave about a quarter tank of fuel: enough to load and unload, light enough to carry.' },
        { item: 'Turn off the alarm, or tell the driver how to silence it.' },
        { item: 'Close the convertible top securely and fold in the mirrors.' },
        { item: 'Have one full set of keys ready for the driver, and keep a spare yourself.' },
        { item: 'Confirm the pickup address, your phone number and who will hand the car over.' },
      ],
    },
    {
      acf_fc_layout: 'simple_order_list',
      title: 'At pickup, step by step',
      index_title: 'At pickup',
      list_item: [
        {
          item: 'The driver calls ahead',
          content: '<p>Usually the day before and again an hour or two before arriving, with a time window.</p>',
        },
        {
          item: 'You inspect the car together',
          content: '<p>The driver marks every existing scratch, dent and chip on the condition report.</p>',
        },
        {
          item: 'You sign the bill of lading',
          content: '<p>Check that the report matches your photos before you sign, and keep your copy.</p>',
        },
        {
          item: 'You hand over the keys',
          content: '<p>The car is loaded and you get the driver’s contact details for updates on the way.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'simple_list',
      title: 'At delivery',
      content: '<p>Take your time at delivery, even if the driver is in a hurry:</p>',
      list_item: [
        { item: 'Inspect the car in good light, using your pickup photos and the bill of lading.' },
        { item: 'Write any new damage on the bill of lading before you sign it, and photograph it.' },
        { item: 'Check the odometer and that the keys, spare tire and jack are all there.' },
        { item: 'Pay any balance due to the driver in the way your booking states.' },
      ],
    },
    {
      acf_fc_layout: 'faq',
      title: 'Questions about preparing a car',
      index_title: 'Questions',
      list_item: [
        {
          item: 'Can I leave things in the trunk?',
          content:
            '<p>Some carriers allow a small bag in the trunk, but nothing left in the car is insured. Ask before you pack anything, and never leave valuables or documents inside.</p>',
        },
        {
          item: 'Does my car have to run?',
          content:
            '<p>No, but tell us when you book. A car that does not start, steer or brake is winched on and off, which needs a truck with a winch and costs about $150 more.</p>',
        },
        {
          item: 'Do I need to be there in person?',
          content:
            '<p>Anyone you trust who is 18 or older can hand over or receive the car and sign the bill of lading for you. Let the driver know who to expect.</p>',
        },
        {
          item: 'What if I find damage after the driver has left?',
          content:
            '<p>Contact us straight away with photos. Damage written on the bill of lading at delivery is the easiest to claim, which is why the delivery inspection matters so much.</p>',
        },
      ],
    },
  ],
};
