import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, DESKTOP_VIEWPORT, E2E_CHROME_PATH } from './tooling/chromium';
import { E2E_BASE_URL_VARIABLE } from './tooling/e2eEnv';
import type { E2eFixtures } from './e2e/fixtures/test';

/**
 * Specs that break the shared anvil nodes (`*.faults.spec.ts`): the `faults`
 * project runs them once the `chromium` project is done.
 */
const FAULTS_SPEC = /\.faults\.spec\.ts$/;

/**
 * The core flows under the Content-Security-Policy (`e2e/csp.spec.ts`): the
 * `csp` project runs them with `failOnPolicyViolation`, which fails a test
 * on any policy violation a page reports.
 */
const CSP_SPEC = /(^|\/)csp\.spec\.ts$/;

/** Debian's Chromium headless shell, desktop-sized, without background traffic. */
const chromium = {
  ...devices['Desktop Chrome'],
  viewport: DESKTOP_VIEWPORT,
  launchOptions: {
    executablePath: E2E_CHROME_PATH,
    args: [...CHROME_FLAGS],
  },
};

/**
 * End-to-end tests (`npm run test:e2e`). `e2e/global-setup.ts` starts two
 * anvil nodes (chains 1 and 11155111), builds the app once into `.next-e2e`
 * and serves it; its URL reaches the workers as `E2E_BASE_URL` (workers load
 * this file again after the setup has run, so `baseURL` below is set there).
 *
 * Three projects: `csp` (the core flows of `csp.spec.ts`, failing on any
 * Content-Security-Policy or Permissions-Policy violation, beside
 * `chromium`), `chromium` (every spec but `*.faults.spec.ts` and
 * `csp.spec.ts`, three workers sharing the nodes) and `faults` (those, after
 * both: they may kill a node).
 *
 * Chromium is Debian's headless shell (`E2E_CHROME_PATH`, default
 * /usr/bin/chromium-headless-shell): Playwright's own browsers are never
 * downloaded.
 */
export default defineConfig<Pick<E2eFixtures, 'failOnPolicyViolation'>>({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Three on two cores: most tests wait on blocks, the mock wallet and the nodes, not on the CPU.
  workers: 3,
  timeout: 60_000,
  // A step that waits on a node, the mock wallet and a page at once can pass 10 s on a busy two-core runner
  // with three workers; an assertion returns as soon as it holds, so only a failure waits this long.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: process.env[E2E_BASE_URL_VARIABLE],
    // No trace unless asked for (`--trace retain-on-failure`, docs/testing.md): recording one snapshots the
    // DOM at every action of every test, about 8% of the CPU of a run, for the few that fail. A failure still
    // leaves its screenshot and its page's accessibility tree (error-context.md) in test-results/.
    trace: 'off',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  // Workers take tests in the order of this list: `csp`, one file run in order, goes first so that it runs
  // beside `chromium` rather than alone at the end, before `faults`.
  projects: [
    {
      // The core flows with every policy violation fatal (`docs/security.md`).
      name: 'csp',
      testMatch: CSP_SPEC,
      use: { ...chromium, failOnPolicyViolation: true },
    },
    {
      name: 'chromium',
      testIgnore: [FAULTS_SPEC, CSP_SPEC],
      use: chromium,
    },
    {
      // Tests that break the shared anvil nodes (e.g. kill one): they run
      // after every other test has finished, never beside one.
      name: 'faults',
      testMatch: FAULTS_SPEC,
      dependencies: ['chromium', 'csp'],
      use: chromium,
    },
  ],
});
