/**
 * The blog's categories (/blog/category/{name lowercase, words joined by dashes}) and the
 * notice shown beside the sample articles. SAMPLE CONTENT: the articles in this folder are examples
 * written for this demo site, to be replaced by the broker's own.
 */

export const SHIPPING_TIPS = 'Shipping Tips';
export const COSTS_AND_PRICING = 'Costs and Pricing';
export const INTERNATIONAL = 'International';

export const BLOG_CATEGORY_NAMES = [SHIPPING_TIPS, COSTS_AND_PRICING, INTERNATIONAL] as const;

/** One sentence per category for its page's lead and meta description (a CMS category gets a generic one). */
export const BLOG_CATEGORY_DESCRIPTIONS: Readonly<Record<string, string>> = {
  [SHIPPING_TIPS]:
    'Practical advice for shipping a car: choosing a trailer, preparing the vehicle, the pickup and delivery inspections, and routes by sea.',
  [COSTS_AND_PRICING]:
    'What car shipping costs and why: distance, trailer type, vehicle size, season and timing, with typical prices for common routes.',
  [INTERNATIONAL]:
    'Taking a vehicle across a border: export and import paperwork, duties and taxes, and how cars travel between countries.',
};

export const SAMPLE_BLOG_NOTICE =
  'Sample articles: written as examples for this demo site. Prices and rules are general guidance as of November 2026; check current rules before you ship.';
