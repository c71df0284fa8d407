import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_CHAIN_IDS } from '../../tooling/e2eEnv';
import type { AnvilPorts, BenchApp } from './apps';
import { RESULTS_DIR } from './paths';

/** Written after every app's build succeeds: which anvil ports their `NEXT_PUBLIC_RPC_URL_*` point at. */
const BUILD_STATE_FILE = path.join(RESULTS_DIR, 'builds.json');

/** Contents of {@link BUILD_STATE_FILE}. */
export type BuildState = {
  /** ISO 8601 time the builds finished. */
  builtAt: string;
  anvilPorts: AnvilPorts;
};

/** Records that every app was just built for `anvilPorts` (see {@link readReusableBuilds}). */
export function writeBuildState(anvilPorts: AnvilPorts): void {
  const state: BuildState = { builtAt: new Date().toISOString(), anvilPorts };
  writeFileSync(BUILD_STATE_FILE, `${JSON.stringify(state, null, 2)}\n`);
}

/**
 * For `--reuse-builds`: the previous run's build state when every app's
 * build is still there (`BUILD_ID` in its build folder); otherwise
 * `undefined` and a line saying why. Whether the ports are free is the
 * caller's to check (starting anvil on a taken port fails).
 */
export function readReusableBuilds(apps: readonly BenchApp[]): BuildState | undefined {
  try {
    const parsed = JSON.parse(readFileSync(BUILD_STATE_FILE, 'utf8')) as Partial<BuildState>;
    const ports = parsed.anvilPorts as Partial<Record<number, unknown>> | undefined;
    if (typeof parsed.builtAt !== 'string' || !ports || !E2E_CHAIN_IDS.every((id) => Number.isInteger(ports[id]))) {
      console.log(`[bench] --reuse-builds: ${BUILD_STATE_FILE} is malformed; building.`);
      return undefined;
    }
    const missing = apps.filter((app) => !existsSync(path.join(app.distDir, 'BUILD_ID')));
    if (missing.length > 0) {
      console.log(`[bench] --reuse-builds: no build of ${missing.map((app) => app.label).join(', ')}; building.`);
      return undefined;
    }
    return parsed as BuildState;
  } catch {
    console.log(`[bench] --reuse-builds: no ${BUILD_STATE_FILE}; building.`);
    return undefined;
  }
}
