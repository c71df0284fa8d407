import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every path git tracks, relative to the repository's root. */
function trackedPaths(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
}

describe('repository paths', () => {
  it('has no two paths, or module specifiers, that differ only in case (macOS and Windows would resolve one for the other)', () => {
    const byFolded = new Map<string, string[]>();
    for (const path of trackedPaths()) {
      // `./walletKit` may name `walletKit.ts` or `WalletKit.tsx`: compare as imports name them.
      const folded = path.toLowerCase().replace(/\.(?:[cm]?[jt]sx?)$/, '');
      byFolded.set(folded, [...(byFolded.get(folded) ?? []), path]);
    }
    expect([...byFolded.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('holds no source file of 300 lines or more: a longer one holds more than one concept and is split', () => {
    const long = trackedPaths()
      .filter((path) => /\.(?:[cm]?[jt]sx?|css)$/.test(path))
      .map((path) => [path, readFileSync(path, 'utf8').split('\n').length - 1] as const)
      .filter(([, lines]) => lines >= 300);
    expect(long).toEqual([]);
  });
});
