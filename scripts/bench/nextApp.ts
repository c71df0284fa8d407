import { writeFileSync } from 'node:fs';
import { spawnLogged, tailOfLog, type ChildEnvironment, type LoggedProcess } from '../../tooling/childProcess';
import { serveNextBuild, type AppServer } from '../../tooling/appServer';
import type { BenchApp } from './apps';
import { NEXT_BIN } from './paths';

/** Thrown when `next build` fails; the message ends with the tail of its log. */
class NextBuildError extends Error {
  override name = 'NextBuildError';
}

/** A running `next start`. */
export type NextServer = AppServer;

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
 * (the build's), and resolves once `GET /` answers 200 (the e2e suite's
 * `serveNextBuild`).
 *
 * @throws {AppServerStartError} when the server exits first or does not
 *   answer within 60,000 ms; it is stopped first.
 */
export async function startNextServer(app: BenchApp, env: ChildEnvironment, port: number, logFile: string): Promise<NextServer> {
  writeFileSync(logFile, `$ next start in ${app.projectDir} on port ${port} (${new Date().toISOString()})\n`);
  return serveNextBuild({ cwd: app.projectDir, env, port, logFile, label: `next start of ${app.label}` });
}
