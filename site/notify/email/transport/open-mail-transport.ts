/** The transport the settings ask for; undefined when mail is off. */
import { createEmlFolderTransport } from './eml-folder-transport';
import type { MailSettings } from './mail-settings';
import { createSmtpTransport } from './mail-transport';
import type { MailTransport } from './outgoing-email';

export function openMailTransport(settings: MailSettings): MailTransport | undefined {
  switch (settings.transport) {
    case 'smtp':
      return createSmtpTransport(settings.smtp, settings.from);
    case 'eml-folder':
      return createEmlFolderTransport({ folder: settings.folder, from: settings.from });
    case 'off':
      return undefined;
  }
}
