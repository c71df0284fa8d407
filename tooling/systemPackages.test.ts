import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { requireSystemProgram, SYSTEM_PACKAGES_INSTALL } from './systemPackages';

describe('system packages', () => {
  it('the README names the one install line the tests print', () => {
    expect(readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8')).toContain(SYSTEM_PACKAGES_INSTALL);
  });

  it('.ci/run installs and then checks the same packages', () => {
    const ciRun = readFileSync(path.join(REPO_ROOT, '.ci/run'), 'utf8');
    const listed = [...ciRun.matchAll(/apt_packages(?:=\(|\+=\()([^)]*)\)/g)].flatMap((match) => match[1]!.trim().split(/\s+/));
    expect(listed.sort()).toEqual(SYSTEM_PACKAGES_INSTALL.split('install -y ')[1]!.split(' ').sort());
  });

  it('a missing program fails with that line', () => {
    expect(() => requireSystemProgram('/nonexistent/chromium', 'Chromium')).toThrow(`Chromium is missing at /nonexistent/chromium: ${SYSTEM_PACKAGES_INSTALL}`);
  });
});
