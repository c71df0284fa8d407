import type { NextConfig } from 'next';

/**
 * The quick start template's config (`reactStrictMode`), minus its webpack
 * externals, which Next 16's default bundler (Turbopack) does not run. Its
 * presence also keeps Next from picking up the repository's own
 * `next.config.ts` (Next looks for a config upwards from the project folder).
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
};

export default nextConfig;
