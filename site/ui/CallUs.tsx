/**
 * One of the broker's phone lines as a line of its own, named for what it is: the advisors' on a quote's
 * pages, customer support's on a signed order's, so the caller reaches the line that has their case.
 */
import { brand, type PhoneNumber } from '../content/brand';

export function CallUs({ phone = brand.phones.advisors }: { phone?: PhoneNumber }) {
  return (
    <p className="call-phone">
      {phone.label}: <a href={phone.href}>{phone.display}</a>
    </p>
  );
}
