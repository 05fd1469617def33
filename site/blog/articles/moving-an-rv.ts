/**
 * SAMPLE ARTICLE: the three ways an RV is moved and how to choose. It agrees with /services/rv-shipping
 * (driveaway, towaway or on a trailer; fuel included on a driveaway; the preparation list).
 */

import { SHIPPING_TIPS } from '../../content/blog/categories';
import { brand } from '../../content/brand';
import type { LocalArticle } from '../post';

export const MOVING_AN_RV: LocalArticle = {
  title: 'Moving an RV or camper across the country: driveaway, towaway or flatbed',
  slug: 'moving-an-rv-across-the-country',
  date: '2026-10-21',
  sample: true,
  excerpt:
    'The three ways to move a motorhome, travel trailer or camper, which suits your RV, the height and width limits that decide it, and how to prepare.',
  contentHtml:
    '<p>An RV is too big for an ordinary car carrier, so it moves in one of three ways: a professional driver drives it, tows it, or hauls it on a trailer. Which one fits depends on what kind of RV you have, how tall and wide it is, and whether it is fit for the road. Here is how to choose, and how to get the RV ready.</p>',
  categories: [SHIPPING_TIPS],
  featuredImage: {
    src: '/images/blog/moving-an-rv-across-the-country.svg',
    width: 1200,
    height: 630,
    alt: 'A white travel trailer with red and yellow stripes hitched to a blue truck on a highway',
  },
  sections: [
    {
      acf_fc_layout: 'cards',
      title: 'The three ways to move an RV',
      index_title: 'Three methods',
      card: [
        {
          subtitle: 'Driveaway',
          content:
            '<p>A professional driver drives your motorhome to its destination. Usually the most economical way for a roadworthy Class A, B or C. The miles are added to the odometer and recorded at both ends, and the fuel is part of the price.</p>',
        },
        {
          subtitle: 'Towaway',
          content:
            '<p>A driver hitches your travel trailer, fifth wheel or toy hauler to a truck with the right hitch and towing capacity. The trailer rolls on its own tires and brakes, so they must be in good order.</p>',
        },
        {
          subtitle: 'Flatbed or lowboy',
          content:
            '<p>The RV rides on a trailer deck and adds no miles. Suits pop-up campers, small trailers, camper vans and RVs that do not run or are not roadworthy. It costs more and is limited by height.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'simple_table',
      title: 'Which method suits your RV',
      index_title: 'By RV type',
      caption:
        'The usual choice for each kind of RV. Size, condition and route can change it; an advisor confirms the method with the quote.',
      table: {
        head: ['RV', 'Usual method', 'Other options and notes'],
        rows: [
          ['Class A motorhome', 'Driveaway', 'A heavy tow truck if it does not run; most are too tall for a deck'],
          ['Class C motorhome', 'Driveaway', 'A lowboy if it is low enough and should not add miles'],
          ['Class B camper van', 'Driveaway', 'A car carrier or flatbed, if it fits under the height limit'],
          ['Travel trailer or toy hauler', 'Towaway', 'A flatbed if the tires, brakes or axles are not roadworthy'],
          ['Fifth wheel', 'Towaway, with a fifth-wheel hitch', 'A flatbed if it cannot be towed safely'],
          ['Pop-up or teardrop camper', 'Flatbed or towaway', 'Sometimes on a car carrier'],
          ['Park model', 'Towed on its own chassis with permits', 'Oversize routes and, for wide units, escorts'],
        ],
      },
    },
    {
      acf_fc_layout: 'simple_content',
      title: 'Height and width decide more than you think',
      index_title: 'Size limits',
      content:
        '<p>Most US states limit a vehicle and its load to 13 feet 6 inches high, a few western states allow 14 feet, and the standard width limit is 8 feet 6 inches. A motorhome that clears those limits on its own wheels may not clear them sitting on a trailer deck, which is why tall RVs are driven or towed rather than hauled.</p><p>Measure the real height from the ground to the top of the roof air conditioner or antenna, not the brochure figure, and the width with the awning and mirrors. An RV or park model wider than the legal limit needs oversize permits in each state it crosses, and sometimes escort vehicles, which adds time and cost.</p>',
    },
    {
      acf_fc_layout: 'simple_order_list',
      title: 'From quote to delivery',
      index_title: 'Step by step',
      list_item: [
        {
          item: 'Gather the details',
          content:
            '<p>Type, make, model and year; length, height and weight; whether it runs; and, for a towable, the hitch type and the weight on the hitch.</p>',
        },
        {
          item: 'Agree the method and the dates',
          content:
            '<p>An advisor recommends driveaway, towaway or a trailer and explains the price of each. Spring and autumn are the busy seasons, so give a pickup window if you can.</p>',
        },
        {
          item: 'Prepare the RV',
          content: '<p>Work through the checklist below in the week before pickup.</p>',
        },
        {
          item: 'Inspect it with the driver',
          content:
            '<p>The driver checks the tires, brakes, lights and hitch, records the mileage, the generator hours and the condition, and photographs the RV inside and out. You both sign the bill of lading.</p>',
        },
        {
          item: 'Inspect it again at delivery',
          content:
            '<p>Compare the RV with the pickup record, check the mileage, and note any new damage on the bill of lading before you sign.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'image',
      image: { src: '/images/services/rv-shipping.svg', width: 640, height: 400 },
      alt: 'A white travel trailer hitched to a blue truck',
      caption: 'In a towaway, the travel trailer rolls on its own axles behind the carrier’s truck.',
    },
    {
      acf_fc_layout: 'checklist',
      title: 'Getting the RV ready',
      index_title: 'Preparation',
      list_item: [
        { item: 'Empty the black and grey tanks and drain the fresh water tank.' },
        {
          item: 'If the route crosses freezing weather, winterize the plumbing as you would for storage.',
        },
        { item: 'Turn off the propane at the tanks and switch the fridge off; prop or latch its doors.' },
        { item: 'Retract and lock the slide-outs, awning, steps and levelling jacks.' },
        { item: 'Latch every cabinet, drawer and door, and secure or remove anything loose.' },
        {
          item: 'Check the tire date codes as well as the tread: RV tires often age out before they wear out, and old tires fail on long trips.',
        },
        { item: 'For a towable, test the lights, the brakes and the breakaway switch.' },
        { item: 'Remove valuables and personal belongings; the carrier’s insurance does not cover them.' },
        {
          item: 'Leave the registration and proof of insurance inside, and keys for the ignition, doors and storage bays.',
        },
      ],
    },
    {
      acf_fc_layout: 'faq',
      title: 'Questions about moving an RV',
      index_title: 'Questions',
      list_item: [
        {
          item: 'Will the driver sleep in my motorhome?',
          content:
            '<p>Ask before you book. If you do not want the living area used, say so and make sure it is written on the order.</p>',
        },
        {
          item: 'Should I keep my own RV insurance during the move?',
          content:
            '<p>Yes. The carrier’s insurance covers damage it causes in transport, but keep your own policy active and ask your insurer how it treats the RV while a professional is driving or towing it.</p>',
        },
        {
          item: 'Can I fill the RV with furniture and boxes for the move?',
          content:
            '<p>Only the furniture and fittings that belong in it, secured. Boxes add weight, can shift and break things, and are not covered; move them separately.</p>',
        },
        {
          item: 'Can you move an RV that does not run?',
          content:
            '<p>Yes. A smaller RV goes on a trailer; a large motorhome is towed by a heavy wrecker. Both cost more than a driveaway, so tell us when you ask for a quote.</p>',
        },
        {
          item: 'Can an RV be moved to or from Canada?',
          content:
            '<p>Yes, with the same export and import steps as a car. Read <a href="/blog/moving-to-canada-with-your-car">moving to Canada with your car</a> and check current rules with your carrier before you book.</p>',
        },
      ],
    },
    {
      acf_fc_layout: 'list',
      title: 'Where to go next',
      list_item: [
        {
          icon: 'link',
          item: 'Our RV shipping service',
          content:
            '<p><a href="/services/rv-shipping">Driveaway, towaway and trailer transport</a> for motorhomes, travel trailers, fifth wheels and campers.</p>',
        },
        {
          icon: 'person',
          item: 'Check your RV’s size with an advisor',
          content: `<p>Call <a href="${brand.phones.advisors.href}">${brand.phones.advisors.display}</a> with its length, height and weight to hand.</p>`,
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
