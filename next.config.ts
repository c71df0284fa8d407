import type { NextConfig } from 'next';
import { parseAppConfig, readPublicEnv } from './lib/env';
import { InvalidEnvError } from './lib/errors';

// Validate the public environment before anything is built or served:
// a bad value stops `next build`, `next dev` and `next start` here, with a
// message naming the variable, instead of shipping a broken page.
try {
  parseAppConfig(readPublicEnv());
} catch (error) {
  if (error instanceof InvalidEnvError) {
    console.error(`\nInvalid configuration: ${error.message}\nSee .env.example for every variable and its default.\n`);
    process.exit(1);
  }
  throw error;
}

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The dev server is opened as http://127.0.0.1 as often as localhost.
  allowedDevOrigins: ['127.0.0.1'],
  // The e2e suite and the benchmark build into their own folder so that a
  // test build never overwrites the developer's `.next`.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
