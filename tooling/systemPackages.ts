import { existsSync } from 'node:fs';

/**
 * The one command that installs every Debian package the tests need
 * (README, "Set up"; `.ci/run` installs the same list and then checks that
 * each is there): Chromium and its headless shell, nginx, PostgreSQL, and
 * Noto CJK, the font a Japanese or Chinese visitor's device has, which
 * `e2e/line-breaks.spec.ts` lays out.
 */
export const SYSTEM_PACKAGES_INSTALL = 'apt-get update && apt-get install -y chromium chromium-headless-shell nginx postgresql fonts-noto-cjk';

/** A file of Debian's `fonts-noto-cjk`: the CJK font the e2e tests lay Japanese and Chinese out in. */
export const CJK_FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc';

/** Thrown when a system package a test needs is missing; its message names the install line. */
class MissingSystemPackageError extends Error {
  override name = 'MissingSystemPackageError';
}

/**
 * Checks that `path`, a program or file from a Debian package, is installed.
 *
 * @param what - what it is, e.g. "Chromium".
 * @throws {MissingSystemPackageError} naming {@link SYSTEM_PACKAGES_INSTALL} when it is missing.
 */
export function requireSystemProgram(path: string, what: string): void {
  if (!existsSync(path)) throw new MissingSystemPackageError(`${what} is missing at ${path}: ${SYSTEM_PACKAGES_INSTALL}`);
}
