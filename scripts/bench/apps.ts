import path from 'node:path';
import { localePath } from '../../lib/i18n/alternateLinks';
import { LOCALES } from '../../lib/i18n/locales';
import { appEnvironment } from '../../tooling/appBuild';
import type { ChildEnvironment } from '../../tooling/childProcess';
import type { E2eChainId } from '../../tooling/e2eEnv';
import { RAINBOWKIT_BUTTONS, type ButtonMatcher } from './pageProbe';
import { BENCH_DIR, OUR_DIST_DIR, REPO_ROOT, RESULTS_DIR } from './paths';

/** The apps the benchmark builds and measures: ours, the two wallet-kit quick starts, and the floor. */
export type BenchAppId = 'ours' | 'reference' | 'connectkit' | 'bare';

/** The apps in the order visits alternate and the table's columns run. */
export const BENCH_APP_IDS: readonly BenchAppId[] = ['ours', 'reference', 'connectkit', 'bare'];

/** The wallet-kit quick starts ours is measured against: every figure must be ahead of both. */
export const REFERENCE_APP_IDS = ['reference', 'connectkit'] as const;

/** Port on 127.0.0.1 of the anvil node of each benchmark chain (1 and 11155111, as in the e2e suite). */
export type AnvilPorts = Record<E2eChainId, number>;

/** One app under measurement. */
export type BenchApp = {
  id: BenchAppId;
  /** What the report calls it. */
  label: string;
  /** The Next.js project folder (`next build` and `next start` run there), absolute. */
  projectDir: string;
  /** Its build folder, absolute. */
  distDir: string;
  /** Routes whose First Load JS is reported (its first route is the one measured in the browser). */
  routes: readonly string[];
  /**
   * Routes Lighthouse opens; default {@link BenchApp.routes}. `/pay/[id]`
   * stands for the payment request the bench makes (`createBenchPaymentRequest`).
   */
  lighthouseRoutes?: readonly string[];
  /** Whether connecting ends with the kit's "Verify your account" (Sign-In with Ethereum) step. */
  signIn: boolean;
  /** Whose connect modal the benchmark drives to connect the mock wallet; `null`: no wallet code, so no returning connected visitor is measured. */
  walletKit: 'rainbowkit' | 'connectkit' | null;
  /** How the page probe finds the Connect and account buttons. */
  buttons: { connect: ButtonMatcher; account: ButtonMatcher };
  /** The environment of its `next build` and `next start` (`NEXT_PUBLIC_*` are inlined at build time). */
  environment: (anvilPorts: AnvilPorts) => ChildEnvironment;
};

/**
 * The environment of the reference and bare builds: the inherited one
 * without `NODE_ENV` (Next picks its own) and `NEXT_DIST_DIR` (theirs is
 * the default `.next`), plus the anvil RPC URLs and no telemetry.
 */
function benchAppEnvironment(anvilPorts: AnvilPorts): ChildEnvironment {
  const { NODE_ENV: _nodeEnv, NEXT_DIST_DIR: _distDir, ...inherited } = process.env;
  return {
    ...inherited,
    NEXT_PUBLIC_RPC_URL_1: `http://127.0.0.1:${anvilPorts[1]}`,
    NEXT_PUBLIC_RPC_URL_11155111: `http://127.0.0.1:${anvilPorts[11155111]}`,
    NEXT_TELEMETRY_DISABLED: '1',
  };
}

/**
 * The apps, in the order visits alternate ({@link BENCH_APP_IDS}):
 * - `ours`: this repository's app, built into `.next-bench` with the e2e
 *   build's environment (`appEnvironment`: chains 1 and 11155111 on the anvil
 *   nodes, Sign-In with Ethereum on, a random `SESSION_SECRET`, the
 *   placeholder WalletConnect project id);
 * - `reference`: RainbowKit's quick start in `bench/reference`;
 * - `connectkit`: ConnectKit's quick start in `bench/connectkit`;
 * - `bare`: one button on a bare Next page in `bench/bare` (the floor).
 */
export const BENCH_APPS: readonly BenchApp[] = [
  {
    id: 'ours',
    label: 'ours',
    projectDir: REPO_ROOT,
    distDir: path.join(REPO_ROOT, OUR_DIST_DIR),
    routes: ['/', '/account', '/send', '/pay/[id]'],
    // Every page in every locale: their HTML and messages differ.
    lighthouseRoutes: LOCALES.flatMap((locale) => ['/', '/account', '/send', '/requests', '/pay/[id]'].map((page) => localePath(locale, page))),
    signIn: true,
    walletKit: 'rainbowkit',
    buttons: RAINBOWKIT_BUTTONS,
    environment: (anvilPorts) => ({
      ...appEnvironment(anvilPorts, OUR_DIST_DIR),
      // The e2e build puts a dead node before Ethereum's to test the
      // fall-over; measured against the reference, both get one node a chain.
      NEXT_PUBLIC_RPC_URL_1: `http://127.0.0.1:${anvilPorts[1]}`,
      // Its own embedded database: a developer's `.data` may be open in `npm run dev`.
      DATA_DIR: path.join(RESULTS_DIR, 'data'),
    }),
  },
  {
    id: 'reference',
    label: 'reference',
    projectDir: path.join(BENCH_DIR, 'reference'),
    distDir: path.join(BENCH_DIR, 'reference', '.next'),
    routes: ['/'],
    signIn: false,
    walletKit: 'rainbowkit',
    buttons: RAINBOWKIT_BUTTONS,
    environment: benchAppEnvironment,
  },
  {
    id: 'connectkit',
    label: 'ConnectKit',
    projectDir: path.join(BENCH_DIR, 'connectkit'),
    distDir: path.join(BENCH_DIR, 'connectkit', '.next'),
    routes: ['/'],
    signIn: false,
    walletKit: 'connectkit',
    // ConnectKitButton has no test ids: its label, and a connected
    // visitor's shortened address ("0xf39F••••2266") or ENS name.
    buttons: {
      connect: { selector: 'button', text: '^connect wallet$' },
      account: { selector: 'button', text: '^(0x[0-9a-f]{4}(••••|\\.\\.\\.\\.)[0-9a-f]{4}|[^ ]+\\.eth)$' },
    },
    environment: benchAppEnvironment,
  },
  {
    id: 'bare',
    label: 'bare',
    projectDir: path.join(BENCH_DIR, 'bare'),
    distDir: path.join(BENCH_DIR, 'bare', '.next'),
    routes: ['/'],
    signIn: false,
    walletKit: null,
    buttons: RAINBOWKIT_BUTTONS,
    environment: benchAppEnvironment,
  },
];

