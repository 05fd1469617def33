/** How the blog's RSS feed (/blog/rss.xml) names itself to feed readers and in each page's head. */
export const BLOG_FEED = {
  title: 'ShipQuote Car Shipping Blog',
  description:
    'Guides and tips for shipping a car: what it costs, open vs enclosed transport, preparing your vehicle and moving abroad.',
  language: 'en-us',
} as const;
