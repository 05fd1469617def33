/**
 * SAMPLE ARTICLE: shipping a car south for the winter and back. Route prices come from the booking
 * page's rate table (site/quote/pricing/rate-table.ts), which leaves season out; the text says so, so the
 * blog never promises a peak-week price the instant quote would not show.
 */

import { COSTS_AND_PRICING } from '../../content/blog/categories';
import { brand } from '../../content/brand';
import type { LocalArticle } from '../post';

export const SNOWBIRD_CAR_SHIPPING: LocalArticle = {
  title: 'Snowbird season: shipping your car south for the winter and back',
  slug: 'snowbird-car-shipping',
  date: '2026-09-30',
  sample: true,
  excerpt:
    'When the snowbird rush pushes prices up, when to book the trip south and the trip home, typical prices for common routes, and what to sort out first.',
  contentHtml:
    '<p>Every autumn a wave of cars heads from the Northeast, the Midwest and Canada to Florida, Arizona and Texas, and every spring it heads back. Carriers know the pattern, and so do their prices. If you plan around it, shipping your car for the winter can cost less and arrive sooner than the same trip booked in a hurry.</p>',
  categories: [COSTS_AND_PRICING],
  featuredImage: {
    src: '/images/blog/snowbird-car-shipping.svg',
    width: 1200,
    height: 630,
    alt: 'A car carrier loaded with cars driving past palm trees under a bright sun',
  },
  sections: [
    {
      acf_fc_layout: 'simple_content',
      title: 'Why the season changes the price',
      index_title: 'Season and price',
      content:
        '<p>A car carrier is paid for the whole trip, so a driver heading south in November wants a full trailer both ways. In autumn there are far more cars going south than north, so southbound space fills up and its price rises, while northbound trucks look for loads. In spring it is the other way round.</p><p>The effect is strongest on the busiest lanes, from the New York, Boston, Chicago, Detroit and Toronto areas to southern Florida and the Phoenix area, and in the weeks around Thanksgiving and in April. How much prices rise varies from year to year with fuel and demand, so treat any quote as valid for its dates only.</p>',
    },
    {
      acf_fc_layout: 'simple_table',
      title: 'The snowbird year, month by month',
      index_title: 'Month by month',
      caption:
        'The usual pattern on snowbird routes. Exact peaks vary by year and route; ask an advisor about your dates.',
      table: {
        head: ['Month', 'Main direction', 'What to expect', 'When to book'],
        rows: [
          [
            'September',
            'Few moves yet',
            'Normal prices and quick pickups',
            'Book the trip south now for the best choice of dates',
          ],
          ['October', 'South', 'Demand builds through the month', 'Two to three weeks ahead'],
          [
            'November',
            'South',
            'The busiest month; prices at their highest',
            'Three to four weeks ahead, with a flexible pickup window',
          ],
          ['December', 'South', 'Still busy before the holidays', 'Three weeks ahead'],
          [
            'January and February',
            'Both, lightly',
            'Quieter; late arrivals and early returns',
            'One to two weeks ahead',
          ],
          ['March', 'North', 'Returns start; northbound prices rise', 'Two to three weeks ahead'],
          ['April', 'North', 'The busiest month for the trip home', 'Three to four weeks ahead'],
          ['May', 'North', 'Busy early, easing by the end', 'Two weeks ahead'],
          ['June to August', 'Few moves', 'Normal prices', 'One to two weeks ahead'],
        ],
      },
    },
    {
      acf_fc_layout: 'simple_list',
      title: 'Typical prices on snowbird routes',
      index_title: 'Typical prices',
      content:
        '<p>For one standard sedan on an open carrier, door to door, booked more than three days ahead, outside the peak weeks. In November and April expect the upper end of the range, or above it on the busiest lanes:</p>',
      list_item: [
        { item: 'Detroit, MI to Orlando, FL (about 1,150 miles): typically $1,060 to $1,300, 3–5 days.' },
        { item: 'New York, NY to Miami, FL (about 1,310 miles): typically $1,120 to $1,380, 4–6 days.' },
        { item: 'Boston, MA to Fort Myers, FL (about 1,500 miles): typically $1,200 to $1,480, 4–6 days.' },
        { item: 'Chicago, IL to Phoenix, AZ (about 1,740 miles): typically $1,290 to $1,590, 4–6 days.' },
      ],
    },
    {
      acf_fc_layout: 'cards',
      title: 'Drive it, ship it, or both',
      index_title: 'Your options',
      card: [
        {
          subtitle: 'Drive it yourself',
          content:
            '<p>Often the cheapest in cash for one person, once you add fuel, two or three nights in hotels and meals. It costs two to four days each way and adds the miles of both trips to the car every year.</p>',
        },
        {
          subtitle: 'Ship it and fly',
          content:
            '<p>You arrive rested and the car arrives a few days later. It makes the most sense for long routes, for drivers who no longer enjoy long days at the wheel, and for couples who would otherwise drive two cars.</p>',
        },
        {
          subtitle: 'Ship both cars at once',
          content:
            '<p>Two cars from the same address to the same address share one pickup and one delivery, so the second usually costs a little less. Book them together rather than as two orders.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'checklist',
      title: 'Before the car goes south',
      index_title: 'Before you ship',
      list_item: [
        { item: 'Book the trip home when you book the trip south, with a pickup window rather than one day.' },
        {
          item: 'Tell your insurer where the car will be kept for the winter; some policies ask to know when a car is garaged in another state for months.',
        },
        { item: 'Check that the registration and inspection stickers stay valid until you are back.' },
        {
          item: 'Take out toll tags and garage remotes, and every personal belonging: carriers cannot move household goods.',
        },
        { item: 'Leave about a quarter tank of fuel and a charged battery.' },
        {
          item: 'Give the carrier the name and phone number of whoever will receive the car if you are not there yet.',
        },
      ],
    },
    {
      acf_fc_layout: 'simple_content',
      title: 'Coming from Canada',
      content:
        '<p>Canadian snowbirds can ship a Canadian-plated car to the USA for the winter. A visitor bringing a car in for personal use can generally keep it in the USA for up to a year, but how long you may stay yourself, and how long your province lets you be away without losing health coverage, are separate limits: check both with US Customs and Border Protection and your province before you book.</p><p>A carrier crossing the border needs the car’s registration and may need more for customs; see <a href="/services/us-canada-car-shipping">US–Canada car shipping</a> for how a cross-border trip works.</p>',
    },
    {
      acf_fc_layout: 'faq',
      title: 'Questions about snowbird shipping',
      index_title: 'Questions',
      list_item: [
        {
          item: 'Can I pack my winter things in the car?',
          content:
            "<p>Not much. Carriers are not licensed to move household goods, and nothing left in the car is covered by the carrier's insurance. Some allow a small bag in the trunk; ask first, and send the rest separately.</p>",
        },
        {
          item: 'Is the trip home cheaper?',
          content:
            '<p>Not in the peak weeks, when everyone is heading the same way. Travelling against the rush is often cheaper: a northbound car in late autumn or a southbound one in spring fills space a driver would otherwise run empty. A few weeks earlier or later than the crowd also helps.</p>',
        },
        {
          item: 'Does the instant quote include the seasonal rush?',
          content:
            '<p>No. The instant quote is an estimate from distance, vehicle and timing. When you book online, the total you review before you sign, for your dates, is the price you pay, and you are charged only once a carrier is confirmed.</p>',
        },
        {
          item: 'Should I choose an enclosed trailer?',
          content:
            '<p>For an everyday car, open transport is fine and costs less. Enclosed transport is worth it for a classic, a convertible you keep in show condition, or a car with fresh paint.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'list',
      title: 'Where to go next',
      list_item: [
        {
          icon: 'link',
          item: 'What drives a car shipping price',
          content:
            '<p>The full breakdown of distance, trailer, size and timing is in <a href="/blog/how-much-does-it-cost-to-ship-a-car">how much it costs to ship a car</a>.</p>',
        },
        {
          icon: 'link',
          item: 'Open or enclosed',
          content:
            '<p>Compare the two in <a href="/blog/open-vs-enclosed-car-transport">open vs enclosed car transport</a>.</p>',
        },
        {
          icon: 'person',
          item: 'Plan both trips with an advisor',
          content: `<p>Call <a href="${brand.phones.advisors.href}">${brand.phones.advisors.display}</a> to set the dates south and home in one call.</p>`,
        },
        {
          icon: 'arrow',
          item: 'Get a quote',
          content: '<p>Start with a <a href="/#main-form">free quote</a> for the trip south.</p>',
        },
      ],
    },
  ],
};
