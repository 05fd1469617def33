/**
 * What an outbox relay reports of each try, for whoever counts them (the metrics, site/metrics/): the
 * destination's name and how the try went, never the row, its lead or its error.
 */

/** `retry`: the row is tried again later; `given_up`: the destination refused it for good. */
export type DeliveryFailure = 'retry' | 'given_up';

export interface DeliveryEvents {
  delivered(destination: string): void;
  failed(destination: string, failure: DeliveryFailure): void;
}
