/**
 * Email as a destination of the registry: on with SMTP_URL, or as `.eml` files in development; off
 * otherwise, and then no stage writes an email row.
 */
import type { DestinationModule } from '../outbox/destination-module';
import { createEmailDestination } from './email-destination';
import { EMAIL_DESTINATION } from './email-payload';
import type { MailSettings } from './transport/mail-settings';
import { openMailTransport } from './transport/open-mail-transport';

export const emailModule: DestinationModule<
  { mail: MailSettings },
  MailSettings,
  { publicUrl: string; quotePriceDays: number; reviewUrl?: string }
> = {
  name: EMAIL_DESTINATION,
  settings: (config) => (config.mail.transport === 'off' ? undefined : config.mail),
  create(settings, needs) {
    const transport = openMailTransport(settings);
    if (!transport) throw new Error('email settings without a transport');
    return {
      destination: createEmailDestination({ transport, ...needs }),
      description: transport.description,
      close: () => transport.close(),
    };
  },
};
