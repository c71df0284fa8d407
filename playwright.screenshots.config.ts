import { defineConfig } from '@playwright/test';
import e2eConfig from './playwright.config';

/**
 * `npm run screenshots`: `e2e/screenshots.review.ts` on the e2e suite's
 * setup (anvil nodes, the app built into `.next-e2e`, the mock wallet),
 * in the suite's Chromium. Writes `screenshots/<scheme>/<width>/<state>.png`.
 */
export default defineConfig({
  ...e2eConfig,
  testMatch: /screenshots\.review\.ts$/,
  reporter: 'list',
  projects: [{ name: 'screenshots', use: e2eConfig.projects?.[0]?.use }],
});
