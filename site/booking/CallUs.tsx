/** The advisors' phone number as a line of its own, to call from the booking and order pages. */
import { brand } from '../content/brand';

export function CallUs() {
  return (
    <p className="call-phone">
      <a href={brand.phones.advisors.href}>{brand.phones.advisors.display}</a>
    </p>
  );
}
