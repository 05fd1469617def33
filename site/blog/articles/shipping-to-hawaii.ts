/** SAMPLE ARTICLE: a car between the mainland and Hawaii (ports and timing as on /services/hawaii-car-shipping). */

import { SHIPPING_TIPS } from '../../content/blog/categories';
import type { LocalArticle } from '../post';

export const SHIPPING_TO_HAWAII: LocalArticle = {
  title: 'Shipping a car to Hawaii: ports, timing and the rules',
  slug: 'shipping-a-car-to-hawaii',
  date: '2026-09-16',
  sample: true,
  excerpt:
    'How a car gets from the mainland to Honolulu and the neighbor islands, how long each leg takes, what the ocean carrier requires, and what to do once it lands.',
  contentHtml:
    '<p>There is no road to Hawaii, so every car makes part of the trip by sea. The good news is that the ocean leg is routine: roll-on/roll-off ships sail from the West Coast to Honolulu every week. Most of the work is on your side, in preparing the car and the paperwork.</p>',
  categories: [SHIPPING_TIPS],
  featuredImage: {
    src: '/images/blog/shipping-a-car-to-hawaii.svg',
    width: 1200,
    height: 630,
    alt: 'A cargo ship sailing toward a green island with palm trees',
  },
  sections: [
    {
      acf_fc_layout: 'simple_content',
      title: 'How cars get to Hawaii',
      content:
        '<p>Your car is either trucked to a West Coast port or dropped off there by you. It is driven onto a roll-on/roll-off ship, sails to Honolulu on Oahu, and from there continues by barge if it is going to Maui, Hawaii Island or Kauai. You collect it at the island terminal, or we arrange delivery where a local carrier serves your address.</p>',
    },
    {
      acf_fc_layout: 'simple_table',
      title: 'Ports and typical timing',
      index_title: 'Timing',
      caption: 'Typical time for each leg of a mainland-to-Hawaii shipment. Sailing schedules vary by season.',
      table: {
        head: ['Leg', 'Typical time', 'Notes'],
        rows: [
          [
            'Truck to a West Coast port',
            '1 to 10 days',
            'Depends on the distance; skip it by dropping the car at the port',
          ],
          [
            'California port to Honolulu',
            '5 to 7 days at sea',
            'From Long Beach, San Diego or Oakland; weekly sailings',
          ],
          ['Pacific Northwest port to Honolulu', 'About 7 to 10 days at sea', 'From Tacoma or Seattle; fewer sailings'],
          [
            'Honolulu to a neighbor island',
            '2 to 5 more days',
            'Kahului on Maui, Hilo or Kawaihae on Hawaii Island, Nawiliwili on Kauai',
          ],
        ],
      },
    },
    {
      acf_fc_layout: 'checklist',
      title: 'What the ocean carrier asks for',
      index_title: 'Carrier requirements',
      list_item: [
        { item: 'A quarter tank of fuel or less.' },
        { item: 'No personal belongings: only what came with the car, such as the spare tire and jack.' },
        { item: 'A clean car, underside and wheel wells included: it must arrive free of soil, plants and insects.' },
        { item: 'The alarm turned off.' },
        { item: 'Your photo ID and the registration or title in your name.' },
        {
          item: 'A letter from the lender or leasing company allowing the shipment, if the car is financed or leased.',
        },
      ],
    },
    {
      acf_fc_layout: 'image',
      image: { src: '/images/services/hawaii-car-shipping.svg', width: 640, height: 400 },
      alt: 'A cargo ship carrying cars near a green island with a palm tree, with a map pin',
      caption: 'Roll-on/roll-off ships carry cars from the West Coast to Honolulu in about a week.',
    },
    {
      acf_fc_layout: 'simple_order_list',
      title: 'After the car lands',
      list_item: [
        {
          item: 'Collect the car',
          content:
            '<p>Bring your ID and the shipping receipt to the terminal, inspect the car and note any damage before you drive away.</p>',
        },
        {
          item: 'Get a Hawaii safety inspection',
          content: '<p>Licensed inspection stations check the car; keep the certificate for registration.</p>',
        },
        {
          item: 'Register the car with your county',
          content:
            '<p>Hawaii expects a car brought from the mainland to be registered within 30 days of arrival. Bring the title, the shipping receipt and the safety inspection certificate.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'faq',
      title: 'Questions about shipping to Hawaii',
      index_title: 'Questions',
      list_item: [
        {
          item: 'Can I pack my belongings in the car?',
          content:
            '<p>No. Ocean carriers refuse cars with personal items inside. Ship belongings separately with your household goods.</p>',
        },
        {
          item: 'Why is there no instant price for Hawaii?',
          content:
            '<p>Every Hawaii move includes an ocean leg with its own schedule and port charges, so an advisor prices it. Ask for the total from pickup to the island terminal.</p>',
        },
        {
          item: 'Can I ship a car from Hawaii to the mainland?',
          content:
            '<p>Yes, the same way in reverse. The same rules apply: a clean, empty car with little fuel, and the paperwork in your name.</p>',
        },
      ],
    },
  ],
};
