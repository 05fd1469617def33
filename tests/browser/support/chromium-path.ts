/**
 * The Chromium the browser tests drive: `CHROME_PATH` when set, else Debian's headless shell
 * (`chromium-headless-shell`, the same Blink and V8 as `chromium`, of the same source package and version,
 * without the full browser's window machinery), else Debian's `chromium`. The suite is drawing and axe,
 * and the shell did the same 147 tests in 164 s where `chromium --headless` took 257 s on a 2-core machine.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

export function chromiumPath(): string {
  return process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
}
