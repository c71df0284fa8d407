/**
 * `npm run build:e2e`: builds the app into the e2e build folder for two
 * anvil nodes on free ports, before any node runs, and writes the build's
 * manifest with those ports. `npm test` runs it beside the unit tests, then
 * the e2e suite with `E2E_REUSE_BUILD=1`, whose setup starts the nodes on
 * those ports and serves this build (`e2e/global-setup.ts`; it builds again
 * should a port have been taken meanwhile).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { getFreePort } from '../tooling/anvil';
import { buildApp } from '../tooling/appBuild';
import { E2E_CHAIN_IDS, type E2eChainId } from '../tooling/e2eEnv';
import { e2eDistDir, stateDirOf } from '../tooling/paths';

const distDir = e2eDistDir();
const stateDir = stateDirOf(distDir);
mkdirSync(stateDir, { recursive: true });
const ports = {} as Record<E2eChainId, number>;
// One after the other: two ports asked for at once could come back the same.
for (const chainId of E2E_CHAIN_IDS) ports[chainId] = await getFreePort();
const started = Date.now();
console.log(`[build:e2e] Building the app into ${distDir} for anvil on ${Object.values(ports).join(', ')} (log: ${path.join(stateDir, 'next-build.log')})…`);
await buildApp(ports, path.join(stateDir, 'next-build.log'), distDir);
console.log(`[build:e2e] Built in ${Math.round((Date.now() - started) / 1000)} s.`);
