import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { getFreePort, startAnvil, type AnvilNode } from '../tooling/anvil';
import { E2E_ACCOUNTS, E2E_PRICE_FEEDS_ACCOUNT_INDEX, E2E_AVATAR_HOST_VARIABLE, E2E_BASE_URL_VARIABLE, E2E_CHAIN_IDS, E2E_SERVER_LOG_VARIABLE, e2eRpcUrlVariable, type E2eChainId } from '../tooling/e2eEnv';
import { buildApp, buildManifestFile, readBuildManifest } from '../tooling/appBuild';
import { startAppServer, type AppServer } from '../tooling/appServer';
import { e2eDistDir, REPO_ROOT, stateDirOf } from '../tooling/paths';
import { e2eAnvilPidVariable } from './fixtures/anvilNodes';
import { E2E_BLOCK_TIMES_S } from '../tooling/e2eEnv';
import { AVATAR_HOST_PATHS, startAvatarHost, type AvatarHost } from '../tooling/avatarHost';
import { deployAvatarNft, deployEns } from '../tooling/ens/deployEns';
import { placeEthereumFeeds } from '../tooling/priceFeeds';
import { e2eEnsNames, NFT_AVATAR_ACCOUNT_INDEX } from '../tooling/ens/ensFixture';
import { anvilAccount } from '../tooling/anvilAccounts';
import { E2E_CHROME_PATH } from '../tooling/chromium';
import { CJK_FONT_FILE, requireSystemProgram } from '../tooling/systemPackages';

/**
 * Stops an anvil node and resolves once it has exited, also when a test has
 * already killed it (the `faults` project SIGKILLs the Sepolia node): a node
 * that is gone is skipped, and one that ignores SIGTERM for 10,000 ms is
 * SIGKILLed, so the teardown always finishes.
 */
async function stopNode(node: AnvilNode): Promise<void> {
  const child = node.process;
  if (child.exitCode !== null || child.signalCode !== null) return;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), 10_000);
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  if ((await Promise.race([node.stop(), timedOut])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
  clearTimeout(timer);
}

/** The build folder: `.next-e2e`, or `E2E_DIST_DIR` for a run beside another checkout's. */
const distDir = e2eDistDir();
/** Where this run's logs go. */
const stateDir = stateDirOf(distDir);
/** The e2e server's output; tests read it through `E2E_SERVER_LOG`. */
const serverLogFile = path.join(stateDir, 'next-start.log');

/** Whether nothing listens on `port` on 127.0.0.1. */
async function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * With `E2E_REUSE_BUILD=1`, the anvil ports of the previous e2e build when
 * that build can be served again as is: its manifest exists and every port
 * it was built for is free. Otherwise `undefined` (and a line saying why).
 */
async function reusablePorts(): Promise<Record<E2eChainId, number> | undefined> {
  if (process.env.E2E_REUSE_BUILD !== '1') return undefined;
  const manifest = readBuildManifest(distDir);
  if (!manifest) {
    console.log(`[e2e] E2E_REUSE_BUILD=1 but ${buildManifestFile(distDir)} is missing or stale: building.`);
    return undefined;
  }
  const free = await Promise.all(E2E_CHAIN_IDS.map((chainId) => isPortFree(manifest.anvilPorts[chainId])));
  if (!free.every(Boolean)) {
    console.log(`[e2e] E2E_REUSE_BUILD=1 but the ports of the previous build (${Object.values(manifest.anvilPorts).join(', ')}) are taken: building.`);
    return undefined;
  }
  console.log(`[e2e] Reusing the build of ${manifest.builtAt} (E2E_REUSE_BUILD=1); rebuild without it after changing the app.`);
  return manifest.anvilPorts;
}

/**
 * Names and prices on the Ethereum node at `rpcUrl`, where the app reads
 * them (`tooling/ens/ensFixture.ts`), as in `npm run dev`: ENS with an NFT
 * avatar served by `avatarHost`, and Chainlink's mock feeds, so every page
 * on Ethereum shows fiat figures.
 */
async function placeEthereumFixtures(rpcUrl: string, avatarHost: AvatarHost): Promise<void> {
  const avatarNft = await deployAvatarNft({
    rpcUrl,
    metadataUri: avatarHost.url(AVATAR_HOST_PATHS.nftMetadata),
    holder: anvilAccount(NFT_AVATAR_ACCOUNT_INDEX),
  });
  await deployEns({ rpcUrl, ...e2eEnsNames({ avatarHost: avatarHost.origin, avatarNft }) });
  await placeEthereumFeeds(rpcUrl, anvilAccount(E2E_PRICE_FEEDS_ACCOUNT_INDEX));
}

/**
 * Builds the app for the nodes on `anvilPorts` unless `reused`, then
 * serves it with `next start` on an empty embedded database.
 */
async function buildAndServe(anvilPorts: Record<E2eChainId, number>, reused: boolean): Promise<AppServer> {
  if (!reused) {
    const started = Date.now();
    console.log(`[e2e] Building the app into ${distDir} (output: ${path.relative(REPO_ROOT, stateDir)}/next-build.log)…`);
    await buildApp(anvilPorts, path.join(stateDir, 'next-build.log'), distDir);
    console.log(`[e2e] Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  const dataDir = path.join(stateDir, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  return startAppServer(anvilPorts, await getFreePort(), serverLogFile, distDir, dataDir);
}

/**
 * Playwright global setup: starts one anvil node per e2e chain (Ethereum 1,
 * Sepolia 11155111) on free ports, builds the app once into `.next-e2e` for
 * them (skipped with `E2E_REUSE_BUILD=1`, see {@link reusablePorts}), serves
 * it with `next start` on a free port, and publishes `E2E_BASE_URL`,
 * `E2E_RPC_URL_1` and `E2E_RPC_URL_11155111` to the workers through
 * `process.env`, with `E2E_ANVIL_PID_1` and `E2E_ANVIL_PID_11155111` (the
 * nodes' process ids, for `killE2eNode` in the `faults` project). The Sepolia
 * node mines a block every 2 s ({@link E2E_BLOCK_TIMES_S}), the Ethereum node
 * on every transaction. The Ethereum node gets ENS (`deployEns`) with the
 * names of `e2eEnsNames`, whose avatars live on a loopback avatar host
 * (`startAvatarHost`, published as `E2E_AVATAR_HOST`).
 *
 * Logs go to `e2e/.state/<build folder>/` (git-ignored): `next-build.log`, `next-start.log`,
 * `anvil-<chainId>.log`; a failing build or server puts the log's tail in
 * the error.
 *
 * @returns the teardown, which stops the server and the nodes (and anything
 *   they forked); also run when the setup itself fails half-way.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  // Before anything is built: a machine without Chromium or the CJK font learns the one line that installs what the tests need.
  requireSystemProgram(E2E_CHROME_PATH, 'Chromium headless shell');
  requireSystemProgram(CJK_FONT_FILE, 'The Noto CJK font');
  mkdirSync(stateDir, { recursive: true });
  const stops: Array<() => Promise<void>> = [];
  const teardown = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const reused = await reusablePorts();
    const avatarHost = await startAvatarHost();
    stops.push(() => avatarHost.stop());
    const nodes: AnvilNode[] = [];
    for (const chainId of E2E_CHAIN_IDS) {
      const logFile = path.join(stateDir, `anvil-${chainId}.log`);
      writeFileSync(logFile, '');
      const node = await startAnvil({
        chainId,
        port: reused?.[chainId] ?? 0,
        blockTime: E2E_BLOCK_TIMES_S[chainId],
        accounts: E2E_ACCOUNTS,
        onOutput: (line) => appendFileSync(logFile, `${line}\n`),
      });
      stops.push(() => stopNode(node));
      nodes.push(node);
    }
    const anvilPorts = Object.fromEntries(nodes.map((node) => [node.chainId, node.port])) as Record<E2eChainId, number>;

    // Names and prices go on Ethereum while the app builds or starts: it reads neither until a page asks.
    const [fixtures, served] = await Promise.allSettled([
      placeEthereumFixtures(nodes.find((node) => node.chainId === 1)!.rpcUrl, avatarHost),
      buildAndServe(anvilPorts, reused !== undefined),
    ]);
    if (served.status === 'fulfilled') stops.push(() => served.value.process.stop());
    if (fixtures.status === 'rejected') throw fixtures.reason;
    if (served.status === 'rejected') throw served.reason;
    const server = served.value;

    process.env[E2E_BASE_URL_VARIABLE] = server.baseUrl;
    process.env[E2E_AVATAR_HOST_VARIABLE] = avatarHost.origin;
    process.env[E2E_SERVER_LOG_VARIABLE] = serverLogFile;
    for (const node of nodes) {
      process.env[e2eRpcUrlVariable(node.chainId as E2eChainId)] = node.rpcUrl;
      if (node.process.pid !== undefined) process.env[e2eAnvilPidVariable(node.chainId as E2eChainId)] = String(node.process.pid);
    }
    console.log(`[e2e] App ${server.baseUrl}; anvil ${nodes.map((node) => `${node.chainId} ${node.rpcUrl}`).join(', ')}.`);
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
