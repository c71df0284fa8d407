import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** The major version of the npm on PATH, e.g. 11. */
const npmMajor = Number(execFileSync('npm', ['--version'], { encoding: 'utf8' }).split('.')[0]);

describe('install scripts (package.json "allowScripts", docs/dependencies.md)', () => {
  // `npm install-scripts` and "allowScripts" arrived with npm 11; npm 10 runs every script regardless.
  it.skipIf(npmMajor < 11)('every dependency with an install script is approved or denied, so an install warns of none', () => {
    expect(execFileSync('npm', ['install-scripts', 'ls'], { encoding: 'utf8' }).trim()).toBe('No packages with unreviewed install scripts.');
  });
});
