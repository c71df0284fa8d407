import { writeFileSync } from 'node:fs';
import { spawnLogged, tailOfLog, type ChildEnvironment, type LoggedProcess } from '../../e2e/fixtures/childProcess';
import type { BenchApp } from './apps';
import { NEXT_BIN } from './paths';

/** How long `next start` may take to answer `GET /` with 200: 60,000 ms. */
export const SERVER_START_TIMEOUT_MS = 60_000;

/** Thrown when `next build` fails; the message ends with the tail of its log. */
export class NextBuildError extends Error {
  override name = 'NextBuildError';
}

/** Thrown when `next start` exits or does not answer in time; the message ends with the tail of its log. */
export class NextServerStartError extends Error {
  override name = 'NextServerStartError';
}

/** A running `next start`. */
export type NextServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  baseUrl: string;
  process: LoggedProcess;
};

/**
 * Runs `next build` in `app.projectDir` with `env`, its output going to
 * `logFile` only, and resolves once it has succeeded. Builds run one at a
 * time (the machine has two cores).
 *
 * @param onStart - receives the build process as soon as it runs, so that an interrupted run can stop it.
 * @throws {NextBuildError} when the build exits non-zero.
 */
export async function buildNextApp(
  app: BenchApp,
  env: ChildEnvironment,
  logFile: string,
  onStart?: (build: LoggedProcess) => void,
): Promise<void> {
  writeFileSync(logFile, `$ next build in ${app.projectDir} (${new Date().toISOString()})\n`);
  const build = spawnLogged({ command: process.execPath, args: [NEXT_BIN, 'build'], env, cwd: app.projectDir, logFile });
  onStart?.(build);
  const code = await build.exited;
  if (code !== 0) {
    throw new NextBuildError(
      `next build of ${app.label} exited with ${code ?? build.child.signalCode}. Full log: ${logFile}\n${tailOfLog(logFile)}`,
    );
  }
}

/**
 * Serves `app`'s build with `next start -H 127.0.0.1 -p <port>` and `env`
 * (the build's), and resolves once `GET /` answers 200. No polling
 * interval: each time the server prints something (it prints "Ready in …"
 * once it listens) one `GET /` is tried, one at a time.
 *
 * @throws {NextServerStartError} when the server exits first or does not
 *   answer within {@link SERVER_START_TIMEOUT_MS}; it is stopped first.
 */
export async function startNextServer(app: BenchApp, env: ChildEnvironment, port: number, logFile: string): Promise<NextServer> {
  writeFileSync(logFile, `$ next start in ${app.projectDir} on port ${port} (${new Date().toISOString()})\n`);
  const baseUrl = `http://127.0.0.1:${port}`;
  let lastProblem = 'it printed nothing';
  let settle: (outcome: 'ready' | 'exited' | 'timeout') => void = () => undefined;
  const outcome = new Promise<'ready' | 'exited' | 'timeout'>((resolve) => {
    settle = resolve;
  });
  let probing = false;
  let probeAgain = false;
  const probe = async () => {
    if (probing) {
      probeAgain = true;
      return;
    }
    probing = true;
    let ready = false;
    do {
      probeAgain = false;
      try {
        const response = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(10_000) });
        await response.arrayBuffer();
        if (response.status === 200) ready = true;
        else lastProblem = `GET / answered ${response.status}`;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
    } while (probeAgain && !ready);
    probing = false;
    if (ready) settle('ready');
  };
  const server = spawnLogged({
    command: process.execPath,
    args: [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)],
    env,
    cwd: app.projectDir,
    logFile,
    onOutput: () => void probe(),
  });
  void server.exited.then(() => settle('exited'));
  const timer = setTimeout(() => settle('timeout'), SERVER_START_TIMEOUT_MS);
  const result = await outcome;
  clearTimeout(timer);
  if (result === 'ready') return { baseUrl, process: server };
  await server.stop();
  throw new NextServerStartError(
    result === 'exited'
      ? `next start of ${app.label} exited (${server.child.exitCode ?? server.child.signalCode}) before answering. Log: ${logFile}\n${tailOfLog(logFile)}`
      : `next start of ${app.label} did not answer 200 on ${baseUrl}/ within ${SERVER_START_TIMEOUT_MS} ms (${lastProblem}). Log: ${logFile}\n${tailOfLog(logFile)}`,
  );
}
