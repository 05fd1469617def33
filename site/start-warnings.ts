/**
 * What the server prints as warnings when it starts: settings that work but that an operator should know
 * are in force, said once at start rather than on every request.
 */
import type { Config } from './config';

export const OPEN_SUBMISSIONS_WARNING =
  "ALLOWED_ORIGINS is not set: any website can make its visitors' browsers submit quotes to this server. " +
  "Set it to the partner sites' origins to accept quotes only from them and from PUBLIC_URL.";

export function startWarnings(config: Config): string[] {
  const warnings: string[] = [];
  // A live site that quietly mails no quotes is worse than one that says so.
  if (config.mail.transport === 'off') warnings.push(config.mail.warning);
  // Open by default, so a partner can paste the script tag without asking first; said so the choice is seen.
  if (config.production && config.allowedOrigins.length === 0) warnings.push(OPEN_SUBMISSIONS_WARNING);
  return warnings;
}
