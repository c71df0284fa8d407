import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { parseAppConfig, readPublicEnv } from './lib/env';
import { InvalidEnvError } from './lib/errors';
import { resolveSessionSecret } from './lib/sessionSecret';

/** Stops the process with a message naming the variable at fault. */
function exitOnInvalidEnv(check: () => void): void {
  try {
    check();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      console.error(`\nInvalid configuration: ${error.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Validates the environment before anything is built or served: a bad value
 * stops `next build`, `next dev` and `next start` here, with a message naming
 * the variable, instead of shipping a broken page. `next start` in production
 * also refuses to run without a proper `SESSION_SECRET`.
 */
export default function config(phase: string): NextConfig {
  exitOnInvalidEnv(() => parseAppConfig(readPublicEnv()));
  if (phase === PHASE_PRODUCTION_SERVER && process.env.NODE_ENV === 'production') {
    exitOnInvalidEnv(() => resolveSessionSecret({ value: process.env.SESSION_SECRET, production: true }));
  }
  return {
    reactStrictMode: true,
    poweredByHeader: false,
    // The dev server is opened as http://127.0.0.1 as often as localhost.
    allowedDevOrigins: ['127.0.0.1'],
    // The e2e suite and the benchmark build into their own folder so that a
    // test build never overwrites the developer's `.next`.
    distDir: process.env.NEXT_DIST_DIR || '.next',
  };
}
