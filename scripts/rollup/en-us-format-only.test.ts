/**
 * The en-US locale patch over the date-fns file the build really reads: it must still match, or the build
 * fails (replace-once.mjs); a date-fns update that changes the file's shape fails here first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EN_US_FILE, enUsFormatOnly } from './en-us-format-only.mjs';

/** date-fns as react-day-picker finds it, so a copy nested under react-day-picker would be the one read. */
const fromDayPicker = createRequire(createRequire(import.meta.url).resolve('react-day-picker/package.json'));
const file = join(dirname(fromDayPicker.resolve('date-fns/package.json')), 'locale', 'en-US.js');
const installed = readFileSync(file, 'utf8');

const UNUSED = ['formatDistance', 'formatLong', 'formatRelative', 'localize', 'match'];

describe('enUsFormatOnly over the installed date-fns', () => {
  it('patches the locale file the build reads', () => {
    expect(EN_US_FILE.test(file)).toBe(true);
  });

  it('leaves a locale with only its code and week options, and no imports', async () => {
    const patched = enUsFormatOnly().transform(installed, file);
    expect(patched).not.toBeNull();
    for (const name of UNUSED) expect(patched).not.toContain(name);
    const module = (await import(`data:text/javascript,${encodeURIComponent(patched ?? '')}`)) as {
      enUS: Record<string, unknown>;
    };
    expect(module.enUS).toEqual({ code: 'en-US', options: { weekStartsOn: 0, firstWeekContainsDate: 1 } });
  });

  it.each(UNUSED)('fails, naming the file, when the locale no longer lists %s as it did', (name) => {
    const changed = installed.replace(`  ${name}: ${name},`, `  ${name},`);
    expect(changed).not.toBe(installed);
    expect(() => enUsFormatOnly().transform(changed, file)).toThrow(`${file}: expected one match of`);
  });

  it('fails when the locale imports a name from elsewhere than it did', () => {
    const changed = installed.replace('import { match } from', 'import { match as match } from');
    expect(changed).not.toBe(installed);
    expect(() => enUsFormatOnly().transform(changed, file)).toThrow(/expected one match of .*match/);
  });

  it('leaves every other file alone', () => {
    expect(enUsFormatOnly().transform(installed, file.replace('en-US.js', 'en-GB.js'))).toBeNull();
  });
});
