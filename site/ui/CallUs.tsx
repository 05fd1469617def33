/**
 * The advisors' phone number as a line of its own, to call from the booking and order pages, named for
 * what it is: the header shows the broker's other line.
 */
import { brand } from '../content/brand';

export function CallUs() {
  return (
    <p className="call-phone">
      {brand.phones.advisors.label}: <a href={brand.phones.advisors.href}>{brand.phones.advisors.display}</a>
    </p>
  );
}
