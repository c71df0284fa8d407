import { execFileSync } from 'node:child_process';
import { chromium, type Browser } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH, DESKTOP_VIEWPORT } from '../../tooling/chromium';

export { CHROME_FLAGS, CHROME_PATH };

/** Desktop viewport of the measured visits (the e2e suite's), in CSS pixels. */
export const VIEWPORT = DESKTOP_VIEWPORT;

/**
 * Launches headless Chromium at {@link CHROME_PATH} with {@link CHROME_FLAGS}
 * through Playwright. Playwright's own signal handlers are off: the
 * benchmark's cleanup closes the browser (Playwright still kills it if the
 * process exits first).
 */
export async function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [...CHROME_FLAGS],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** `chromium --version`'s output (e.g. "Chromium 156.0.8078.79 built on Debian …"), or `'unknown'`. */
export function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * Whether fontconfig has a font for Japanese (`fc-list :lang=ja`). Every
 * page's language menu names 日本語 and 简体中文; without such a font,
 * Chromium's first layout of a page searched every installed font for
 * them: 70 to 90 ms here, against 26 ms with Debian's `fonts-noto-cjk`
 * (and 3 ms for a page without them), before the first paint. A visitor's
 * phone or desktop has one.
 */
export function hasCjkFont(): boolean {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
  } catch {
    return false;
  }
}
