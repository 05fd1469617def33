/** The CRM webhook as a destination of the registry: configured by CRM_WEBHOOK_URL (and its secret). */
import type { DestinationModule } from '../outbox/destination-module';
import { createCrmDestination } from './crm-destination';
import { CRM_DESTINATION } from './crm-events';

export const crmModule: DestinationModule<
  { crmWebhookUrl?: string; crmWebhookSecret?: string },
  { webhookUrl: string; secret?: string },
  { fetch?: typeof fetch }
> = {
  name: CRM_DESTINATION,
  settings: (config) =>
    config.crmWebhookUrl ? { webhookUrl: config.crmWebhookUrl, secret: config.crmWebhookSecret } : undefined,
  create: (settings, needs) => ({ destination: createCrmDestination({ ...settings, fetch: needs.fetch }) }),
};
