/** The system Chromium for the browser tests (Debian's package; never a downloaded build), or undefined when there is none. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';

/** Where Debian and Ubuntu put the browser; QM_CHROMIUM, when set, names the only one to use (another system install). */
const candidates = process.env.QM_CHROMIUM ? [process.env.QM_CHROMIUM] : ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** The path of the system Chromium, if one is installed. */
export const chromiumPath = candidates.find((p): p is string => !!p && existsSync(p));

/** A launched browser and the way to close it that also removes its scratch files. */
export interface LaunchedChromium {
  browser: Browser;
  close(): Promise<void>;
}

/**
 * Launches the system browser (no sandbox when running as root, as in CI containers) with a temp dir of its own.
 * Chromium writes `.org.chromium.Chromium.*` files into TMPDIR and, on some runs, leaves one behind after it has
 * closed (seen once in CI), so the test owns that dir and removes it after the browser is gone.
 */
export async function launchChromium(): Promise<LaunchedChromium> {
  const { chromium } = await import('playwright-core');
  const scratch = mkdtempSync(join(tmpdir(), 'qm-chromium-'));
  const env = { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch };
  const args = process.getuid?.() === 0 ? ['--no-sandbox'] : [];
  const browser = await chromium.launch({ executablePath: chromiumPath!, args, env }).catch((e: unknown) => {
    rmSync(scratch, { recursive: true, force: true });
    throw e;
  });
  return {
    browser,
    async close() {
      // Removed even when closing fails, so a browser that dies does not fail the suite's leftover check as well.
      try {
        await browser.close();
      } finally {
        rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
      }
    },
  };
}
