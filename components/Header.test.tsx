// @vitest-environment jsdom
import '@/tests/browser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestWagmiConfig } from '@/tests/wagmiConfig';
import { AppProviders } from './AppProviders';
import { Header } from './Header';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Header with NEXT_PUBLIC_SIWE=off', () => {
  it('shows Connect Wallet at once and never asks the server for a session', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    render(
      <AppProviders config={createTestWagmiConfig()} siwe={false}>
        <Header />
      </AppProviders>,
    );
    expect(await screen.findByTestId('rk-connect-button')).toBeTruthy();
    expect(screen.queryByTestId('connect-placeholder')).toBeNull();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/session');
  });
});

describe('Header with sign-in on', () => {
  it('shows the neutral placeholder, not the Connect button, until the session status is known', async () => {
    // The session request never answers here (no server in this test), so
    // the status stays loading: what a slow first response looks like.
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    render(
      <AppProviders config={createTestWagmiConfig()} siwe>
        <Header />
      </AppProviders>,
    );
    expect(await screen.findByTestId('connect-placeholder')).toBeTruthy();
    expect(screen.queryByTestId('rk-connect-button')).toBeNull();
  });
});

describe('sign-in off and a disconnect', () => {
  it('never calls the logout route: the kit is rendered exactly as without sign-in', async () => {
    const { connect, disconnect } = await import('wagmi/actions');
    const { act } = await import('react');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const config = createTestWagmiConfig();
    render(
      <AppProviders config={config} siwe={false}>
        <Header />
      </AppProviders>,
    );
    await act(async () => {
      await connect(config, { connector: config.connectors[0]! });
    });
    await act(async () => {
      await disconnect(config);
    });
    expect(await screen.findByTestId('rk-connect-button')).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/logout');
  });
});
