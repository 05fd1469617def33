/**
 * The reviews carousel: a horizontal scroll list, previous/next arrows from medium width up, and the
 * main site's truncation (`REVIEW_TRUNCATION`): over 250 characters cut to 230 on wide screens, over 100
 * cut to 150 on small ones. Both cuts are in the HTML and CSS shows the one for the screen (the 768 px
 * mobile breakpoint), so the text is right before any script runs and never jumps when it does. The
 * component reads no width and listens to no resize event: crossing the breakpoint is CSS's business.
 */
import { type ReactElement, useRef } from 'react';
import { formatLongDate } from '../../../shared/dates';
import { truncateOver } from '../../../shared/text';
import { REVIEW_TRUNCATION } from '../../content/site-figures';
import { Icon } from '../../ui/Icon';
import { ReviewStars } from '../components/ReviewStars';

export interface ReviewCard {
  name: string;
  stars: number;
  review: string;
  /** ISO date. */
  date: string;
  source: { name: string; logo: string };
}

const { mainWide: wide, mainSmall: small } = REVIEW_TRUNCATION;

export function ReviewsCarousel({ reviews, label }: { reviews: readonly ReviewCard[]; label: string }): ReactElement {
  const list = useRef<HTMLUListElement>(null);

  const scrollBy = (direction: 1 | -1) => {
    const el = list.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <div className="carousel">
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" onClick={() => scrollBy(-1)}>
          <Icon name="chevronLeft" />
          <span className="visually-hidden">Previous reviews</span>
        </button>
        <button type="button" className="carousel-arrow" onClick={() => scrollBy(1)}>
          <Icon name="chevronRight" />
          <span className="visually-hidden">Next reviews</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <ul className="carousel-list" ref={list} tabIndex={0} aria-label={label}>
        {reviews.map((review) => (
          <li className="review-card" key={`${review.name}-${review.date}`}>
            <div className="review-head">
              <p className="review-name">{review.name}</p>
              <ReviewStars stars={review.stars} />
            </div>
            <p className="review-text review-text--wide">{truncateOver(review.review, wide.over, wide.cutTo)}</p>
            <p className="review-text review-text--small">{truncateOver(review.review, small.over, small.cutTo)}</p>
            <div className="review-foot">
              <time dateTime={review.date}>{formatLongDate(review.date)}</time>
              <img src={review.source.logo} width="96" height="24" alt={review.source.name} loading="lazy" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
