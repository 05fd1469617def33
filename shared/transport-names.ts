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
