// Runs the unit and widget suites (projects unit, widget and widget-isolated) with the system clock moved
// ahead (400 days unless FUTURE_DAYS says otherwise), through Debian's libfaketime. A test that mixes a
// fixed date with the real clock passes on the day it was written and fails later; this finds it before
// the calendar does.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.FAKETIME_LIB,
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/faketime/libfaketime.so.1',
].filter(Boolean);
const library = candidates.find((path) => existsSync(path));
if (!library) {
  console.error('libfaketime not found: install Debian\'s "faketime" package, or set FAKETIME_LIB.');
  process.exit(2);
}
const days = Number(process.env.FUTURE_DAYS ?? 400);
console.log(`Clock moved ${days} days ahead (${library})`);
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'unit',
    '--project',
    'widget',
    '--project',
    'widget-isolated',
    ...process.argv.slice(2),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, FAKETIME: `+${days}d`, LD_PRELOAD: library, FAKETIME_DONT_FAKE_MONOTONIC: '1' },
  },
);
process.exit(result.status ?? 1);
