import type { NextConfig } from 'next';

/**
 * Next's defaults. The file's presence keeps Next from picking up the
 * repository's own `next.config.ts` (Next looks for a config upwards from
 * the project folder).
 */
const nextConfig: NextConfig = {};

export default nextConfig;
