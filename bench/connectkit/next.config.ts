import type { NextConfig } from 'next';

/**
 * ConnectKit's quick start sets no Next.js options. This file exists so that
 * Next does not pick up the repository's own `next.config.ts` (it looks for
 * a config upwards from the project folder); `reactStrictMode` matches the
 * RainbowKit reference.
 */
const nextConfig: NextConfig = {
  reactStrictMode: true,
};

export default nextConfig;
