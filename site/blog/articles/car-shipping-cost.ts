/**
 * SAMPLE ARTICLE. Figures match the booking page's rate table (docs/pricing.md, site/quote/pricing/rate-table.ts)
 * so the blog never promises a price the instant quote would contradict.
 */

import { COSTS_AND_PRICING } from '../../content/blog/categories';
import type { LocalArticle } from '../post';

export const CAR_SHIPPING_COST: LocalArticle = {
  title: 'How much does it cost to ship a car in 2026?',
  slug: 'how-much-does-it-cost-to-ship-a-car',
  date: '2026-11-18',
  sample: true,
  excerpt:
    'Typical 2026 prices for shipping a car across the USA, what makes one quote higher than another, and practical ways to pay less without a long wait.',
  contentHtml:
    '<p>Most people who ship a standard car within the USA in 2026 pay between $500 and $1,500 on an open carrier. Where you land in that range depends mostly on distance, then on the trailer, the vehicle and how soon you need it picked up. Below are typical prices for common routes, what drives them, and how to get a fair price without a long wait.</p>',
  categories: [COSTS_AND_PRICING],
  featuredImage: {
    src: '/images/blog/how-much-does-it-cost-to-ship-a-car.svg',
    width: 1200,
    height: 630,
    alt: 'A car carrier driving past a stack of coins and a price tag',
  },
  sections: [
    {
      acf_fc_layout: 'simple_content',
      title: 'The short answer',
      content:
        '<p>Car shipping is priced per trip, not strictly per mile. Short trips cost the most per mile because the carrier still has to load, drive to you and unload: expect about $1.30 a mile for the first few hundred miles and a minimum of around $350. Long trips cost less per mile, roughly $0.45 to $0.55 a mile once you pass 2,000 miles.</p><p>An enclosed trailer adds about 40% to the open price, an SUV, pickup or van adds $75 to $150, and a car that does not run adds about $150 for winching.</p>',
    },
    {
      acf_fc_layout: 'simple_table',
      title: 'Typical prices for common routes',
      index_title: 'Prices by route',
      caption:
        'One standard sedan, door to door, ready more than three days after booking. Estimates outside the busy seasons (March 2027); the range is the likely price band.',
      table: {
        head: ['Route', 'Road miles', 'Open carrier', 'Enclosed carrier', 'Transit'],
        rows: [
          ['A short hop within a state', 'about 200', '$350 (the minimum)', '$490', '1–3 days'],
          ['Atlanta, GA to Orlando, FL', 'about 490', '$500 ($450–550)', '$700 ($630–770)', '2–4 days'],
          ['Dallas, TX to Los Angeles, CA', 'about 1,490', '$860 ($770–950)', '$1,200 ($1,080–1,320)', '4–6 days'],
          [
            'New York, NY to Los Angeles, CA',
            'about 2,940',
            '$1,280 ($1,150–1,410)',
            '$1,790 ($1,610–1,970)',
            '7–9 days',
          ],
        ],
      },
    },
    {
      acf_fc_layout: 'simple_list',
      title: 'How the price per mile tapers',
      index_title: 'Price per mile',
      content:
        '<p>Like tax brackets, each rate applies only to the miles inside its band, so a slightly longer trip never costs less than a shorter one:</p>',
      list_item: [
        { item: 'The first 300 miles: about $1.30 a mile, with a minimum of about $350 per car.' },
        { item: 'Miles 300 to 700: about $0.58 a mile.' },
        { item: 'Miles 700 to 1,200: about $0.30 a mile.' },
        { item: 'Every mile past 1,200: about $0.29 a mile.' },
      ],
    },
    {
      acf_fc_layout: 'cards',
      title: 'What moves the price up or down',
      index_title: 'Price factors',
      card: [
        {
          subtitle: 'Distance and route',
          content:
            '<p>The biggest factor. Busy interstate corridors between large cities are cheaper per mile than rural pickups far from a highway, because more trucks run them.</p>',
        },
        {
          subtitle: 'Open or enclosed trailer',
          content:
            '<p>Enclosed trailers carry two to seven cars instead of eight to ten, so each car pays a bigger share of the trip: usually 35% to 55% more.</p>',
        },
        {
          subtitle: 'Vehicle size and weight',
          content:
            '<p>An SUV takes more deck space than a sedan (about $75 more); a pickup or van takes more again (about $150 more).</p>',
        },
        {
          subtitle: 'Running condition',
          content:
            '<p>A car that does not start, steer and brake has to be winched on and off, which needs the right equipment: about $150 more.</p>',
        },
        {
          subtitle: 'Timing and season',
          content:
            '<p>Asking for pickup within three days costs about $100 more. Snowbird routes to Florida and Arizona are busiest southbound from October to December, and back north from March to May: see <a href="/blog/snowbird-car-shipping">snowbird season</a>.</p>',
        },
        {
          subtitle: 'Several vehicles',
          content:
            '<p>Two or more cars from the same address to the same address share one pickup and one delivery, so each car after the first costs about $50 less.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'list',
      title: 'Ways to pay less',
      list_item: [
        {
          icon: 'arrow',
          item: 'Give a pickup window, not a single day',
          content: '<p>A window of three to five days lets a carrier fit your car into a trip already planned.</p>',
        },
        {
          icon: 'arrow',
          item: 'Book one to two weeks ahead',
          content:
            '<p>Early enough to avoid the short-notice charge, close enough that carriers can plan around it.</p>',
        },
        {
          icon: 'arrow',
          item: 'Choose open transport for an everyday car',
          content:
            '<p>It is how new cars reach dealerships. Keep enclosed transport for cars where a stone chip would really matter.</p>',
        },
        {
          icon: 'person',
          item: 'Ask an advisor to check the price',
          content:
            '<p>If a quote looks high for your route, ask why. An advisor can suggest a nearby pickup point or a different week.</p>',
        },
        {
          icon: 'link',
          item: 'Prepare the car properly',
          content:
            '<p>A clean, empty car with a quarter tank avoids delays at pickup. Follow our <a href="/blog/preparing-your-car-for-transport-checklist">preparation checklist</a>.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'faq',
      title: 'Questions about car shipping costs',
      index_title: 'Questions',
      list_item: [
        {
          item: 'Is the instant quote the price I will pay?',
          content:
            '<p>It is an estimate for your route, vehicle and date. When you book online, the total you review before you sign is the price you pay; an advisor confirms a price only where your booking page says so (a route we price by hand, or overseas). You are charged only once a carrier has been confirmed.</p>',
        },
        {
          item: 'Is insurance included in the price?',
          content:
            "<p>Yes. Carriers must carry cargo insurance that covers damage caused during transport. Ask for the carrier's certificate of insurance before pickup if you want to see the limits.</p>",
        },
        {
          item: 'Why do quotes from different companies vary so much?',
          content:
            '<p>A quote far below the others is often below what carriers will accept on that route, so the car waits until the price is raised. A realistic price gets a truck assigned sooner.</p>',
        },
        {
          item: 'Does a longer trip always cost more?',
          content:
            '<p>In total, yes; per mile, no. A 2,900-mile coast-to-coast trip costs about three times as much as a 480-mile one, not six times.</p>',
        },
      ],
    },
  ],
};
