/**
 * The outbox's destinations, one line each: every folder named here exports a DestinationModule
 * (notify/outbox/destination-module.ts). The composition root builds the configured ones, gives each a relay,
 * and hands the stages the set of live names. Adding a destination is a folder and a line here
 * (docs/design-notes.md, "Adding an outbox destination").
 */
import type { Config } from './config';
import { crmModule } from './notify/crm/crm-module';
import { emailModule } from './notify/email/email-module';
import type { BuiltDestination, DestinationModule, LiveDestinations } from './notify/outbox/destination-module';
import { paymentsModule } from './payments/payments-module';

export const DESTINATIONS = {
  crm: crmModule,
  email: emailModule,
  payments: paymentsModule,
};

type Registry = typeof DESTINATIONS;
type NeedsOf<M> = M extends DestinationModule<infer _C, infer _S, infer N, infer _B> ? N : never;
type BuiltOf<M> = M extends DestinationModule<infer _C, infer _S, infer _N, infer B> ? B : never;

/** What every destination may ask of the running server, all together. */
export type DestinationNeeds =
  NeedsOf<Registry[keyof Registry]> extends infer U
    ? (U extends unknown ? (needs: U) => void : never) extends (needs: infer I) => void
      ? I
      : never
    : never;

/** The configured destinations, built, by their registry key. */
export type BuiltDestinations = { [K in keyof Registry]?: BuiltOf<Registry[K]> };

/** The names of the destinations the settings configure, before any is built: the stages' `live` set. */
export function liveDestinations(config: Config): LiveDestinations {
  return new Set(
    Object.values(DESTINATIONS)
      .filter((module) => (module.settings as (config: Config) => unknown)(config) !== undefined)
      .map((module) => module.name),
  );
}

/** Builds every configured destination with what the server gives them. */
export function buildDestinations(config: Config, needs: DestinationNeeds): BuiltDestinations {
  const built: Record<string, BuiltDestination> = {};
  for (const [key, module] of Object.entries(DESTINATIONS) as [
    string,
    DestinationModule<Config, unknown, DestinationNeeds>,
  ][]) {
    const settings = module.settings(config);
    if (settings !== undefined) built[key] = module.create(settings, needs);
  }
  return built as BuiltDestinations;
}
