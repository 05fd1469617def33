/** SAMPLE ARTICLE: open and enclosed transport compared (price premium as in docs/pricing.md). */

import { COSTS_AND_PRICING, SHIPPING_TIPS } from '../../content/blog/categories';
import type { LocalArticle } from '../post';

export const OPEN_VS_ENCLOSED: LocalArticle = {
  title: 'Open vs enclosed car transport: which should you choose?',
  slug: 'open-vs-enclosed-car-transport',
  date: '2026-10-28',
  sample: true,
  excerpt:
    'Open carriers move most cars for less; enclosed trailers shield classics, exotics and fresh paint from weather and road debris. How to choose between them.',
  contentHtml:
    '<p>Almost every car you see on a dealer lot arrived on an open carrier. Enclosed transport costs more and is harder to schedule, but for some cars it is the only sensible choice. This guide compares the two and helps you decide which one your car needs.</p>',
  categories: [SHIPPING_TIPS, COSTS_AND_PRICING],
  featuredImage: {
    src: '/images/blog/open-vs-enclosed-car-transport.svg',
    width: 1200,
    height: 630,
    alt: 'An open two-deck car carrier beside a closed car trailer',
  },
  sections: [
    {
      acf_fc_layout: 'simple_content',
      title: 'Two ways to move a car by truck',
      content:
        '<p><strong>Open transport</strong> uses the familiar two-deck carriers that hold eight to ten cars. Your car rides in the open air, exactly as it would on the road, exposed to rain, dust and the occasional stone.</p><p><strong>Enclosed transport</strong> puts the car inside a covered trailer, hard-sided or with heavy curtains, that carries between one and seven cars. The car stays clean, dry and out of sight.</p>',
    },
    {
      acf_fc_layout: 'simple_table',
      title: 'Open and enclosed side by side',
      index_title: 'Side by side',
      caption: 'How the two kinds of trailer compare for one car on the same route.',
      table: {
        head: ['Feature', 'Open carrier', 'Enclosed trailer'],
        rows: [
          ['Cars per load', '8 to 10', '1 to 7'],
          ['Protection', 'Exposed to weather and road debris', 'Covered on all sides'],
          ['Typical price', 'The baseline', 'About 35% to 55% more'],
          ['Availability', 'Most trucks on the road; easiest to schedule', 'Fewer trucks; may take longer to book'],
          ['Loading', 'Ramps', 'Often a hydraulic liftgate, gentle on low cars'],
          ['Cargo insurance', 'Standard carrier limits', 'Often higher limits, suited to valuable cars'],
        ],
      },
    },
    {
      acf_fc_layout: 'image',
      image: { src: '/images/services/enclosed-auto-shipping.svg', width: 640, height: 400 },
      alt: 'Two cars inside an enclosed car trailer behind a blue truck',
      caption: 'An enclosed trailer keeps cars out of the rain, road salt and stones thrown up by traffic.',
    },
    {
      acf_fc_layout: 'cards',
      title: 'Which one fits your car',
      card: [
        {
          subtitle: 'Choose open if…',
          image: { src: '/images/services/open-auto-shipping.svg', width: 640, height: 400 },
          content:
            '<p>You are moving an everyday car, you want the lowest price and the quickest pickup, or you are shipping several cars at once. Open transport is safe: damage in transit is rare.</p>',
        },
        {
          subtitle: 'Choose enclosed if…',
          image: { src: '/images/services/enclosed-auto-shipping.svg', width: 640, height: 400 },
          content:
            '<p>The car is a classic, an exotic, a show car or freshly painted; it sits very low; or it is worth far more than a typical cargo policy covers. See <a href="/services/enclosed-auto-shipping">enclosed auto shipping</a>.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'simple_list',
      title: 'Questions to ask before you book',
      index_title: 'Before you book',
      list_item: [
        { item: 'Is the enclosed trailer hard-sided or soft-sided?' },
        { item: 'Will the car be loaded by liftgate or by ramp, and is the ramp angle low enough for my car?' },
        { item: 'What are the cargo insurance limits per vehicle, and can I see the certificate?' },
        { item: 'Will my car be on the top deck of an open carrier? Top-deck spots see fewer leaks from cars above.' },
        { item: 'What is the pickup window, and how will the driver contact me?' },
      ],
    },
    {
      acf_fc_layout: 'simple_content',
      title: 'Our take',
      content:
        '<p>For nine cars out of ten, open transport is the right call: it is what the industry is built around and it gets your car moving soonest. Pay for enclosed transport when the car itself is the reason for the trip, or when a chip in the paint would cost more to fix than the difference in price.</p>',
    },
  ],
};
