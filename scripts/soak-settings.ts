/**
 * `npm run soak`'s settings, from the environment and the command line:
 *   SOAK_MINUTES        minutes of measured load (default 5; a fraction is fine for a quick try)
 *   SOAK_RATE           requests a second, all servers together (default 200)
 *   SOAK_DATABASE_URL   run on this PostgreSQL database with two servers (it is filled with leads)
 *   --postgres [url]    the same; without a URL, on a throwaway cluster of its own
 */

export interface SoakSettings {
  minutes: number;
  ratePerSecond: number;
  /** undefined: SQLite and one server. 'throwaway': PostgreSQL on a cluster of its own, two servers. */
  postgres: undefined | 'throwaway' | { url: string };
}

export type SettingsResult = { ok: true; settings: SoakSettings } | { ok: false; error: string };

export const DEFAULT_MINUTES = 5;
export const DEFAULT_RATE = 200;

function positiveNumber(name: string, text: string | undefined, fallback: number): number | string {
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) return `${name} must be a number above 0, not "${text}".`;
  return value;
}

export function readSoakSettings(
  env: Readonly<Record<string, string | undefined>>,
  args: readonly string[],
): SettingsResult {
  const minutes = positiveNumber('SOAK_MINUTES', env.SOAK_MINUTES, DEFAULT_MINUTES);
  if (typeof minutes === 'string') return { ok: false, error: minutes };
  const ratePerSecond = positiveNumber('SOAK_RATE', env.SOAK_RATE, DEFAULT_RATE);
  if (typeof ratePerSecond === 'string') return { ok: false, error: ratePerSecond };

  let postgres: SoakSettings['postgres'];
  const fromEnv = env.SOAK_DATABASE_URL?.trim();
  if (fromEnv) postgres = { url: fromEnv };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--postgres') {
      const next = args[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        postgres = { url: next };
        i++;
      } else postgres ??= 'throwaway';
    } else if (arg.startsWith('--postgres=')) {
      postgres = { url: arg.slice('--postgres='.length) };
    } else {
      return { ok: false, error: `Unknown argument "${arg}". Use --postgres [postgres://…], or nothing for SQLite.` };
    }
  }
  if (postgres !== undefined && postgres !== 'throwaway' && !/^postgres(ql)?:\/\//.test(postgres.url)) {
    // The address may hold a password: it is never quoted.
    return { ok: false, error: 'The PostgreSQL address must start with postgres:// or postgresql://.' };
  }
  return { ok: true, settings: { minutes, ratePerSecond, postgres } };
}
