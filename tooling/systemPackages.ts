import { existsSync } from 'node:fs';

/** The one command that installs every Debian package the tests need (README, "Two commands"; `.ci/run` runs it). */
export const SYSTEM_PACKAGES_INSTALL = 'apt-get update && apt-get install -y chromium chromium-headless-shell nginx postgresql';

/** Thrown when a system package a test needs is missing; its message names the install line. */
class MissingSystemPackageError extends Error {
  override name = 'MissingSystemPackageError';
}

/**
 * Checks that `path`, a program from a Debian package, is installed.
 *
 * @param what - what it is, e.g. "Chromium".
 * @throws {MissingSystemPackageError} naming {@link SYSTEM_PACKAGES_INSTALL} when it is missing.
 */
export function requireSystemProgram(path: string, what: string): void {
  if (!existsSync(path)) throw new MissingSystemPackageError(`${what} is missing at ${path}: ${SYSTEM_PACKAGES_INSTALL}`);
}
