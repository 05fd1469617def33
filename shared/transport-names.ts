/**
 * The ways to ship, by name, as a price list writes them: the widget's choices (its default words, which an
 * embedder may override), the booking pages and the emails all read them from here.
 */
import type { TransportType } from './schema';

export const transportNames = {
  open: 'Open carrier',
  enclosed: 'Enclosed carrier',
  roro: 'Roll-on/Roll-off',
  container: 'Container',
  air: 'Air freight',
} satisfies Record<TransportType, string>;

/** One line under each way to ship, in the widget's choices and the plain quote form's alike. */
export const transportHints = {
  open: 'Most affordable, the way dealers ship',
  enclosed: 'Protected from weather and road debris',
  roro: 'Most affordable, all vehicle types',
  container: 'Protected; 20 ft or 40 ft, private or shared',
  air: 'Fastest, up to 80 vehicles per plane',
} satisfies Record<TransportType, string>;
