/**
 * Customer reviews for the carousels (roughly 30 third-party reviews, each with
 * name, star count, text, date and a review-source logo). SAMPLE CONTENT: the reviewers, their stories and
 * the three review platforms are fictional, written for the broker to replace with real, verifiable reviews.
 * Publishing made-up reviews as real ones is deceptive advertising (FTC 16 CFR Part 465), so the site shows
 * `SAMPLE_REVIEWS_NOTICE` while these are in use.
 */

export type ReviewSourceId = 'ratedroutes' | 'shippervoice' | 'automoverreviews';

export interface ReviewSource {
  id: ReviewSourceId;
  name: string;
  /** The platform's page for the broker (fictional, on the reserved `.example` domain). */
  url: string;
  logo: { src: string; width: number; height: number };
}

export interface Review {
  /** Fictional first name and last initial. */
  name: string;
  /** 1 to 5. */
  stars: 1 | 2 | 3 | 4 | 5;
  review: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** The review on its platform. */
  url: string;
  source: ReviewSourceId;
}

export const SAMPLE_REVIEWS_NOTICE =
  'Sample reviews: these reviewers and review sites are fictional placeholders, shown until real customer reviews are added.';

function source(id: ReviewSourceId, name: string): ReviewSource {
  return {
    id,
    name,
    url: `https://${id}.example/companies/shipquote`,
    logo: { src: `/images/reviews/${id}.svg`, width: 160, height: 32 },
  };
}

export const REVIEW_SOURCES: Readonly<Record<ReviewSourceId, ReviewSource>> = {
  ratedroutes: source('ratedroutes', 'RatedRoutes'),
  shippervoice: source('shippervoice', 'ShipperVoice'),
  automoverreviews: source('automoverreviews', 'AutoMoverReviews'),
};

let counter = 0;

/** A review with its permalink on its (fictional) platform. */
function r(name: string, stars: Review['stars'], date: string, src: ReviewSourceId, review: string): Review {
  counter += 1;
  return { name, stars, review, date, url: `${REVIEW_SOURCES[src].url}/reviews/${counter}`, source: src };
}

/** Newest first. */
export const REVIEWS: readonly Review[] = [
  r(
    'Marisol T.',
    5,
    '2026-11-12',
    'ratedroutes',
    'Car went from Austin to Portland, Oregon in eight days. The driver called the night before pickup and again an hour before delivery, which I really appreciated.',
  ),
  r('Devon K.', 5, '2026-11-03', 'shippervoice', 'Quick quote, fair price, car arrived clean. Would use again.'),
  r(
    'Priya S.',
    4,
    '2026-10-27',
    'automoverreviews',
    'I was moving from Chicago to Tampa for a new job and had about ten other things to deal with, so I needed the car shipping to just work. It mostly did. Pickup was a day later than the first date I was given, but my advisor told me as soon as she knew and the new date held. The driver went around the car with me and marked two old door dings on the inspection form, which is exactly what I wanted. Delivered in six days with no new marks. One star off only for the pickup slip.',
  ),
  r(
    'Andre W.',
    5,
    '2026-10-15',
    'ratedroutes',
    'Shipped my motorcycle enclosed from Denver to Atlanta. Not a scratch.',
  ),
  r(
    'Hannah L.',
    5,
    '2026-10-02',
    'shippervoice',
    'Our son is stationed in Hawaii and we shipped his pickup from San Diego. The advisor walked us through the port drop-off, the paperwork, and how empty the tank had to be. It was waiting for him in Honolulu on the date we were told.',
  ),
  r(
    'Tomasz R.',
    4,
    '2026-09-21',
    'automoverreviews',
    'Good communication and the price matched the quote. Delivery window was a little wide for my taste.',
  ),
  r(
    'Gloria M.',
    5,
    '2026-09-09',
    'ratedroutes',
    "I had never shipped a car before and I was nervous about the classic convertible my late husband restored. The advisor suggested an enclosed trailer and explained the carrier's insurance in plain English, including what would not be covered. The driver used soft straps and a liftgate, sent me photos from the road, and unloaded it in my daughter's driveway in Scottsdale without a single new mark. I cried a little. Thank you for treating it like it mattered, because it did.",
  ),
  r('Kevin O.', 5, '2026-08-30', 'shippervoice', 'Two cars, one truck, Phoenix to Boise. Easy.'),
  r(
    'Aisha B.',
    3,
    '2026-08-18',
    'automoverreviews',
    'The car arrived fine and the price was what I was quoted. But I had to call twice to get a pickup date, and the first driver cancelled. The second one was great. Support was polite throughout.',
  ),
  r(
    'Luis F.',
    5,
    '2026-08-04',
    'ratedroutes',
    'Snowbird here. We send our sedan from Minneapolis to Fort Myers every November and back in April. Third year with this team and it has been on time every single trip.',
  ),
  r(
    'Jenna P.',
    5,
    '2026-07-22',
    'shippervoice',
    'Bought an SUV from a dealer four states away and had it delivered to my door for less than the cost of flying out and driving it back. Very smooth.',
  ),
  r(
    'Samuel N.',
    4,
    '2026-07-10',
    'automoverreviews',
    'Shipped a non-running project truck from Oklahoma to Ohio. They found a carrier with a winch within a week. A bit more than I hoped, but fair for an inop.',
  ),
  r(
    'Chloe D.',
    5,
    '2026-06-28',
    'ratedroutes',
    'Moving to Toronto from Seattle and I was worried about the border paperwork. My advisor sent me a checklist for the export side, reminded me to send the title in ahead of time, and the carrier handled the crossing. Honestly less stressful than the rest of the move.',
  ),
  r(
    'Rashad J.',
    5,
    '2026-06-13',
    'shippervoice',
    'Booked on a Sunday night, someone actually answered. Car delivered Friday.',
  ),
  r(
    'Ellen V.',
    4,
    '2026-05-30',
    'automoverreviews',
    'We shipped our RV from Florida to Arizona for the season. It took a few days longer to find the right carrier for something that size, but the advisor kept us in the loop and the final price matched what we were told. The RV arrived in the same condition it left, and the driver was patient while we checked every panel with the inspection report.',
  ),
  r('Marcus G.', 5, '2026-05-16', 'ratedroutes', 'Professional from start to finish. Price was honest.'),
  r(
    'Yuki H.',
    5,
    '2026-05-02',
    'shippervoice',
    'I shipped my car from Newark to Bremerhaven when I moved to Germany for work. Roll-on/roll-off was the cheapest option and the advisor explained the export steps clearly: title, customs filing, the port cut-off date. It arrived at the port in about four weeks, which was the estimate I was given.',
  ),
  r(
    'Brianna C.',
    2,
    '2026-04-19',
    'automoverreviews',
    'Delivery was three days late and I had to take time off work twice. The car was fine and they did refund part of the price when I complained, which I appreciate, but the timing was a real problem.',
  ),
  r('Oscar E.', 5, '2026-04-05', 'ratedroutes', 'Golf cart to our new retirement place in Florida. Perfect condition.'),
  r(
    'Natalie Z.',
    5,
    '2026-03-22',
    'shippervoice',
    'College move from Boston to Austin. My parents handled the booking and I handed over the keys. Car showed up at my apartment complex in seven days. No drama at all.',
  ),
  r(
    'Frank A.',
    4,
    '2026-03-08',
    'automoverreviews',
    'Moved a compact excavator from a jobsite in Nevada to one in Utah. They knew which trailer it needed and what permits it did not. Pickup took coordination with my site foreman, and they were flexible about it.',
  ),
  r('Irene S.', 5, '2026-02-21', 'ratedroutes', 'Fast, friendly and fairly priced. Recommended.'),
  r(
    'Daniel Q.',
    5,
    '2026-02-07',
    'shippervoice',
    'I restore vintage motorcycles and ship them to buyers all over the country. I have tried a few brokers. What keeps me here is that the quote is the price, the carriers show up with proper tie-downs and wheel chocks, and when something goes sideways, like a snowstorm in Wyoming last winter, someone calls me before I have to call them. That is rare in this business. I have sent a dozen bikes this way and every one arrived the way it left.',
  ),
  r(
    'Monique R.',
    5,
    '2026-01-24',
    'automoverreviews',
    "Shipped my daughter's car to her college in Vermont. The driver even waited while she got back from class.",
  ),
  r(
    'Peter Y.',
    4,
    '2026-01-11',
    'ratedroutes',
    'Enclosed transport for my sports car from Miami to Chicago in January. No salt, no road grime, arrived spotless. Pickup window was two days wide, which I was told upfront.',
  ),
  r('Carmen I.', 5, '2025-12-28', 'shippervoice', 'Holiday move, holiday prices, still on time. Thank you!'),
  r(
    'Victor L.',
    5,
    '2025-12-14',
    'automoverreviews',
    'Our family relocated from Texas to Anchorage and we had two vehicles to move. The advisor compared shipping both by sea out of Tacoma against driving one up through Canada, and was honest that shipping both made more sense for us in winter. Both arrived at the Anchorage terminal within a day of each other and the pickup there was simple. The whole thing was cheaper than I expected, and the condition reports at both ends matched.',
  ),
  r(
    'Grace U.',
    5,
    '2025-11-30',
    'ratedroutes',
    'First time shipping a car and the advisor answered every question, even the silly ones. Would do it again.',
  ),
  r('Hector M.', 4, '2025-11-16', 'shippervoice', 'Boat and trailer from Lake Havasu to Kentucky. Arrived safe.'),
  r(
    'Olivia K.',
    5,
    '2025-11-02',
    'automoverreviews',
    'I sold my car online to a buyer in New Jersey and arranged the transport for him. He paid, the carrier picked up from my driveway in Raleigh, and the buyer had it three days later. Made selling out of state easy.',
  ),
];
