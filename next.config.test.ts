import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');

/** Runs `next <command>` with extra env; resolves with its exit code and output. */
function runNext(command: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [nextBin, ...command], {
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: '.next-config-test',
        NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('next.config.ts environment check', () => {
  it.each([
    [{ NEXT_PUBLIC_CHAINS: '1,5' }, 'NEXT_PUBLIC_CHAINS: unknown chain id 5'],
    [{ NEXT_PUBLIC_RPC_URL_11155111: 'ftp://example.org' }, 'NEXT_PUBLIC_RPC_URL_11155111: "ftp://example.org" must use http: or https:'],
    [{ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: '' }, 'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: No projectId found.'],
    [{ SITE_URL: 'https://coeditions.example/app' }, 'SITE_URL: "https://coeditions.example/app" must be an origin only'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: "yes" is not 1 or 0.'],
  ])('stops `next build` for %j, naming the variable', async (env, message) => {
    const { code, output } = await runNext(['build'], env);
    expect(code).toBe(1);
    expect(output).toContain(`Invalid configuration: ${message}`);
  });

  it('stops `next dev` too', async () => {
    const { code, output } = await runNext(['dev', '-p', '0'], { NEXT_PUBLIC_RPC_URL_1: 'not a url' });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: NEXT_PUBLIC_RPC_URL_1: "not a url" is not a URL');
  });
});

describe('next start in production', () => {
  it('refuses to start without SITE_URL, naming it', async () => {
    const { code, output } = await runNext(['start', '-p', '0'], { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration: SITE_URL: is required in production');
  });
});

describe('next.config.ts per phase', () => {
  it("turns Turbopack's shared runtime off for production builds only, so `next dev` lists no disabled experiment", async () => {
    process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ??= 'YOUR_PROJECT_ID';
    const { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } = await import('next/constants');
    const { default: config } = await import('./next.config');
    expect(config(PHASE_PRODUCTION_BUILD).experimental?.turbopackSharedRuntime).toBe(false);
    expect(config(PHASE_DEVELOPMENT_SERVER).experimental).not.toHaveProperty('turbopackSharedRuntime');
  });

  it('forwards browser errors to the `next dev` terminal, not warnings it would repeat at every page load', async () => {
    process.env.NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID ??= 'YOUR_PROJECT_ID';
    const { PHASE_DEVELOPMENT_SERVER } = await import('next/constants');
    const { default: config } = await import('./next.config');
    expect(config(PHASE_DEVELOPMENT_SERVER).logging).toMatchObject({ browserToTerminal: 'error' });
  });
});
