/**
 * `npm test`: lint, typecheck, unit tests and end-to-end tests, in that
 * order, stopping at the first that fails; then how long each step took
 * and the whole, so every run shows the suite's time (`docs/testing.md`
 * keeps its budget: 15 minutes with `npm install`, on 2 cores).
 */
import { spawnSync } from 'node:child_process';

/** The steps, as `npm run` scripts of package.json. */
const STEPS = ['lint', 'typecheck', 'test:unit', 'test:e2e'] as const;

/** `ms` as "12 min 05 s", or "41 s" under a minute. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

const started = performance.now();
const times: string[] = [];
let status = 0;
for (const step of STEPS) {
  const stepStarted = performance.now();
  const result = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  times.push(`${step} ${duration(performance.now() - stepStarted)}`);
  status = result.status ?? 1;
  if (status !== 0) break;
}
console.log(`\nnpm test ${status === 0 ? 'passed' : 'FAILED'} in ${duration(performance.now() - started)} (${times.join(', ')})`);
process.exitCode = status;
