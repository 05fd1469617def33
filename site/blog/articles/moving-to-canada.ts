/**
 * SAMPLE ARTICLE: importing a car from the USA into Canada. The rules are those on
 * /services/us-canada-car-shipping (CBP's 72-hour export notice, Transport Canada admissibility, the RIV
 * program, CUSMA duty, GST); general guidance as of November 2026, not legal advice.
 */

import { INTERNATIONAL } from '../../content/blog/categories';
import { brand } from '../../content/brand';
import type { LocalArticle } from '../post';

export const MOVING_TO_CANADA: LocalArticle = {
  title: 'Moving to Canada with your car: import rules step by step',
  slug: 'moving-to-canada-with-your-car',
  date: '2026-08-26',
  sample: true,
  excerpt:
    'Whether your car can come with you, the 72-hour US export notice, the RIV program, duties and taxes, and the documents to carry to the border.',
  contentHtml:
    '<p>Most cars sold in the USA can be imported into Canada, but only if you do things in the right order. The two countries each have a say: the USA needs to know the car is leaving, and Canada needs to know it is safe, recall-free and taxed. Here is the whole process for a personal car.</p>',
  categories: [INTERNATIONAL],
  featuredImage: {
    src: '/images/blog/moving-to-canada-with-your-car.svg',
    width: 1200,
    height: 630,
    alt: 'A car on a mountain road approaching a border barrier and a Canadian flag',
  },
  sections: [
    {
      acf_fc_layout: 'simple_content',
      title: 'Can your car come with you',
      index_title: 'Is it admissible',
      content:
        "<p>Start with Transport Canada's list of vehicles admissible from the United States. A car on that list that was built for the US market can usually be imported and, if it is under 15 years old, brought up to Canadian standards through the Registrar of Imported Vehicles (RIV) program. Cars 15 years old or older are exempt from RIV. A car that is not on the list cannot be imported, however it travels.</p><p>Before anything else, ask the manufacturer for a recall clearance letter: a car with an open recall fails the RIV inspection until the recall work is done.</p>",
    },
    {
      acf_fc_layout: 'simple_order_list',
      title: 'The import, step by step',
      index_title: 'Step by step',
      list_item: [
        {
          item: 'Check admissibility and recalls',
          content: '<p>Confirm the car is on the admissible list and get the recall clearance letter.</p>',
        },
        {
          item: 'Notify US Customs and Border Protection',
          content:
            '<p>Present the car and its title to the CBP port where you will leave at least 72 hours before you cross. Without this, you may be turned back.</p>',
        },
        {
          item: 'Declare the car at the Canadian border',
          content:
            '<p>The border officer completes the Vehicle Import Form (Form 1). You pay duty and taxes there, and the RIV fee if the car is under 15 years old.</p>',
        },
        {
          item: 'Pass the RIV inspection',
          content:
            '<p>RIV sends an inspection form. Have the car inspected at a designated inspection centre within 45 days, after any changes it needs, such as daytime running lights.</p>',
        },
        {
          item: 'Register and insure it in your province',
          content:
            '<p>With the stamped Form 1 and the RIV certificate, register the car in your province; some provinces require their own safety inspection first.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'checklist',
      title: 'Documents to carry to the border',
      index_title: 'Documents',
      list_item: [
        { item: 'The original title, plus two copies.' },
        { item: 'The bill of sale or other proof of ownership.' },
        { item: 'The recall clearance letter.' },
        { item: 'A letter from the lender allowing the export, if the car is financed.' },
        { item: 'Your passport and, if you are moving, your immigration documents.' },
        { item: 'Proof of insurance valid for the drive or the shipment.' },
      ],
    },
    {
      acf_fc_layout: 'simple_table',
      title: 'Duties and taxes at a glance',
      index_title: 'Duties and taxes',
      caption:
        'What a personal car usually pays when it enters Canada from the USA, as of November 2026. Amounts in Canadian dollars.',
      table: {
        head: ['Charge', 'Applies to', 'Typical amount'],
        rows: [
          ['Customs duty', 'Cars built outside the USA, Canada and Mexico', '6.1% of the value'],
          ['Customs duty', 'Cars built in North America that qualify under the free-trade agreement', 'None'],
          ['GST', 'Almost every imported car', '5% of the value, plus provincial tax when you register'],
          ['Air-conditioning excise tax', 'Cars with air conditioning', '$100'],
          ['Green levy', 'Cars that use 13 litres per 100 km or more', '$1,000 to $4,000'],
          ['RIV fee', 'Cars under 15 years old', 'Set by the RIV program; check the current amount'],
        ],
      },
    },
    {
      acf_fc_layout: 'cards',
      title: 'Drive it, ship it, or sell it',
      index_title: 'Your options',
      card: [
        {
          subtitle: 'Drive it across yourself',
          content:
            '<p>The cheapest way if you are driving north anyway. You handle the CBP notice and the border paperwork in person.</p>',
        },
        {
          subtitle: 'Ship it with a carrier',
          content:
            '<p>A cross-border carrier moves the car door to door while you fly or drive separately. See <a href="/services/us-canada-car-shipping">US–Canada car shipping</a>.</p>',
        },
        {
          subtitle: 'Sell it and buy in Canada',
          content:
            '<p>Often the better choice for a car that is not on the admissible list, or one that would need costly changes to pass the RIV inspection.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'list',
      title: 'Where to go next',
      list_item: [
        {
          icon: 'link',
          item: 'Our US–Canada shipping service',
          content:
            '<p><a href="/services/us-canada-car-shipping">How a cross-border shipment works and what it costs</a>.</p>',
        },
        {
          icon: 'link',
          item: 'Preparing the car',
          content:
            '<p>The same <a href="/blog/preparing-your-car-for-transport-checklist">preparation checklist</a> applies to a border crossing.</p>',
        },
        {
          icon: 'person',
          item: 'Talk to an advisor',
          content: `<p>Call <a href="${brand.phones.advisors.href}">${brand.phones.advisors.display}</a> to check your car and plan the dates.</p>`,
        },
        {
          icon: 'arrow',
          item: 'Get a quote',
          content: '<p>Start with an <a href="/#main-form">instant quote</a> for the US leg of the trip.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'faq',
      title: 'Questions about importing a car into Canada',
      index_title: 'Questions',
      list_item: [
        {
          item: 'Do I pay duty if I am moving to Canada to live?',
          content:
            "<p>A car you owned and used before you moved may come in free of duty and taxes as part of your settler's effects. It must still be admissible and pass the RIV program.</p>",
        },
        {
          item: 'How long does the whole process take?',
          content:
            '<p>Allow at least a week before the crossing for the recall letter and the 72-hour CBP notice, then up to 45 days after it for the RIV inspection.</p>',
        },
        {
          item: 'Can I bring a car that is not on the admissible list?',
          content:
            '<p>Generally not if it is under 15 years old. Check the list before you buy a car you plan to take to Canada.</p>',
        },
      ],
    },
  ],
};
