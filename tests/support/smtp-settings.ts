/** Test helper: mail settings for an SMTP receiver on this machine, as the server reads them. */
import { readMailSettings, type SmtpSettings } from '../../site/notify/email/transport/mail-settings';

/**
 * The settings SMTP_URL gives for a receiver on this machine (site/notify/email/transport/mail-settings.ts),
 * with a login when `user` is given; `requireTls` overrides what the address implies (loopback: no STARTTLS
 * needed).
 */
export function smtpSettingsFor(
  port: number,
  options: { secure?: boolean; user?: string; password?: string; requireTls?: boolean } = {},
): SmtpSettings {
  const login =
    options.user === undefined
      ? ''
      : `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password ?? '')}@`;
  const url = `${options.secure ? 'smtps' : 'smtp'}://${login}127.0.0.1:${port}`;
  const read = readMailSettings({ SMTP_URL: url, MAIL_FROM: 'quotes@shipquote.example' }, process.cwd(), false);
  if (!read.ok || read.settings.transport !== 'smtp') throw new Error(`not SMTP settings: ${url}`);
  const { smtp } = read.settings;
  return options.requireTls === undefined ? smtp : { ...smtp, requireTls: options.requireTls };
}
