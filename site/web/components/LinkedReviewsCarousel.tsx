/**
 * The landing pages' reviews carousel: rendered on the server only (no React in the browser), each card
 * a link to its review on the review site, opened in a new tab. Review text over 100 characters is cut
 * to 150 plus an ellipsis. The arrows, shown from medium screens up, scroll the list with the landing
 * script (site/web/client/carousel-arrows.ts); without it the list still scrolls by touch and keyboard.
 */
import type { ReactElement } from 'react';
import { formatLongDate } from '../../../shared/dates';
import { truncateOver } from '../../../shared/text';
import { REVIEW_SOURCES, type Review } from '../../content/reviews';
import { REVIEW_TRUNCATION } from '../../content/site-figures';
import { Icon } from '../../ui/Icon';
import { ReviewStars } from './ReviewStars';

const { over, cutTo } = REVIEW_TRUNCATION.landing;

export function LinkedReviewsCarousel({
  id,
  reviews,
  label,
}: {
  /** The list's id, which the arrows name. */
  id: string;
  reviews: readonly Review[];
  label: string;
}): ReactElement {
  return (
    <div className="carousel">
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" data-carousel-step="-1" aria-controls={id}>
          <Icon name="chevronLeft" />
          <span className="visually-hidden">Previous reviews</span>
        </button>
        <button type="button" className="carousel-arrow" data-carousel-step="1" aria-controls={id}>
          <Icon name="chevronRight" />
          <span className="visually-hidden">Next reviews</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <ul className="carousel-list" id={id} tabIndex={0} aria-label={label}>
        {reviews.map((review) => {
          const source = REVIEW_SOURCES[review.source];
          return (
            <li className="review-card review-card--linked" key={review.url}>
              <div className="review-head">
                <p className="review-name">{review.name}</p>
                <ReviewStars stars={review.stars} />
              </div>
              <p className="review-text">{truncateOver(review.review, over, cutTo)}</p>
              <div className="review-foot">
                <time dateTime={review.date}>{formatLongDate(review.date)}</time>
                <img src={source.logo.src} width="96" height="24" alt={source.name} loading="lazy" />
              </div>
              {/* The link covers the whole card (CSS), so a tap anywhere on it opens the review. */}
              <a className="review-link" href={review.url} target="_blank" rel="noopener noreferrer">
                Read {review.name}’s review on {source.name}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
