// @vitest-environment jsdom
import '@/tests/browser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestWagmiConfig } from '@/tests/wagmiConfig';
import { AppProviders } from './AppProviders';
import { Header } from './Header';

/** The kit's chunk is imported on first render; transforming it takes a few seconds on a busy machine. */
const KIT_LOAD = { timeout: 15_000 };

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
    expect(await screen.findByTestId('rk-connect-button', {}, KIT_LOAD)).toBeTruthy();
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
    expect(await screen.findByTestId('rk-connect-button', {}, KIT_LOAD)).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/logout');
  });
});

describe('Header when the kit’s code fails to download', () => {
  it('says so, and a retry that succeeds brings the Connect button', async () => {
    const { fireEvent } = await import('@testing-library/react');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const loadWalletKit = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('./WalletKit');
    };
    render(
      <AppProviders config={createTestWagmiConfig()} siwe={false} loadWalletKit={loadWalletKit}>
        <Header />
      </AppProviders>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Wallet tools failed to load.');
    expect(screen.queryByTestId('rk-connect-button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('rk-connect-button', {}, KIT_LOAD)).toBeTruthy();
    expect(attempts).toBe(2);
  });
});
