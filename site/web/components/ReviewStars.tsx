/** A review's star count: five stars, the first `stars` filled, read as "4 out of 5 stars". */
import type { ReactElement } from 'react';
import { Icon } from '../../ui/Icon';

export function ReviewStars({ stars }: { stars: number }): ReactElement {
  return (
    <p className="review-stars" role="img" aria-label={`${stars} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
        <span key={i} className={i < stars ? 'star star--on' : 'star'}>
          <Icon name="star" size={16} />
        </span>
      ))}
    </p>
  );
}
