/**
 * `npm test`: lint and typecheck side by side (each is single-threaded),
 * then the unit tests beside the e2e build (the unit tests leave a core
 * idle while they wait on their anvil nodes), then the end-to-end tests on
 * that build, stopping at the first step that fails; then how long each
 * step took and the whole, so every run shows the suite's time
 * (`docs/testing.md` keeps its budget: 15 minutes with `npm install`, on 2 cores).
 */
import { spawn } from 'node:child_process';

/** The steps, as `npm run` scripts of package.json; the scripts of one step run at once. */
const STEPS: readonly (readonly string[])[] = [['lint', 'typecheck'], ['test:unit', 'build:e2e'], ['test:e2e']];

/** Environment of a step's scripts: the e2e suite serves the build `build:e2e` made (`e2e/global-setup.ts`). */
const SCRIPT_ENV: Readonly<Record<string, NodeJS.ProcessEnv>> = { 'test:e2e': { ...process.env, E2E_REUSE_BUILD: '1' } };

/** `ms` as "12 min 05 s", or "41 s" under a minute. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return minutes === 0 ? `${seconds} s` : `${minutes} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/**
 * Runs `npm run <script>`: alone, with its output as it comes; beside
 * others, with its output held and printed whole when it ends, so that two
 * scripts' lines never interleave.
 *
 * @returns its exit status and how long it took, in ms.
 */
function run(script: string, alone: boolean): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: SCRIPT_ENV[script] ?? process.env });
    const held: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(held));
      resolve({ status: code ?? 1, ms: performance.now() - started });
    });
  });
}

const started = performance.now();
const times: string[] = [];
let status = 0;
for (const step of STEPS) {
  const results = await Promise.all(step.map((script) => run(script, step.length === 1)));
  results.forEach(({ ms }, index) => times.push(`${step[index]} ${duration(ms)}`));
  status = results.find((result) => result.status !== 0)?.status ?? 0;
  if (status !== 0) break;
}
console.log(`\nnpm test ${status === 0 ? 'passed' : 'FAILED'} in ${duration(performance.now() - started)} (${times.join(', ')})`);
process.exitCode = status;
