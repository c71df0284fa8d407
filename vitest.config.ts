import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Unit and component tests sit beside the code they test (`foo.ts`, `foo.test.ts`). */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    include: ['{lib,components,pages,scripts,styles,tooling}/**/*.test.{ts,tsx}', '*.test.ts'],
    environment: 'node',
    setupFiles: ['tooling/vitest/loopbackOnly.ts'],
    // The .env.example defaults, so modules that read the environment at load
    // (lib/wallet/wagmiConfig.ts) see what a fresh clone sees.
    env: { NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID' },
    // Every core: by default vitest keeps one free, which on a 2-core
    // machine leaves one worker (79 s for the suite here, against 53 s).
    maxWorkers: availableParallelism(),
    // The real anvil nodes and `next build` config checks take a few seconds.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
