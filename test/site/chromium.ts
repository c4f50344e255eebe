/** The system Chromium for the browser tests (Debian's package; never a downloaded build), or undefined when there is none. */
import { existsSync } from 'node:fs';

/** Where Debian and Ubuntu put the browser; QM_CHROMIUM, when set, names the only one to use (another system install). */
const candidates = process.env.QM_CHROMIUM ? [process.env.QM_CHROMIUM] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The path of the system Chromium, if one is installed. */
export const chromiumPath = candidates.find((p): p is string => !!p && existsSync(p));

/** Launch options for playwright-core: the system browser; no sandbox when running as root (CI containers). */
export function launchOptions() {
  return { executablePath: chromiumPath!, args: process.getuid?.() === 0 ? ['--no-sandbox'] : [] };
}
