/**
 * What a destination's folder hands the registry (site/destinations.ts): its outbox name, whether the
 * server's settings configure it, and how to build it for the running server. The composition root builds
 * every configured one, gives each a relay, and tells the funnel's stages which destinations are live, so
 * a stage writes a row only for a destination that will send it.
 */
import type { Destination } from './destination';

/** What a built destination gives the server: its deliveries, and what else it offers the other parts. */
export interface BuiltDestination {
  destination: Destination;
  /** Where it sends, for the start line; never a secret. */
  description?: string;
  /** Frees what it holds (a connection pool), once its relay has stopped. */
  close?(): void;
}

/**
 * `Config` is the part of the server's settings it reads (structural, so the folder needs nothing of the
 * composition root); `Needs` what the running server must give it.
 */
export interface DestinationModule<Config, Settings, Needs, Built extends BuiltDestination = BuiltDestination> {
  /** The outbox rows' `destination` column, as the stages that write rows for it spell it. */
  readonly name: string;
  /** Its settings, or undefined when it is not configured (its rows, if any, wait in the outbox). */
  settings(config: Config): Settings | undefined;
  create(settings: Settings, needs: Needs): Built;
}

/** The names of the destinations this server sends to: a stage writes rows for these only. */
export type LiveDestinations = ReadonlySet<string>;
