// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { getAccount } from '@wagmi/core';
import type { Config } from 'wagmi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectFirstConnector, renderHeader } from '@/tooling/vitest/renderHeader';
import { createTestWagmiConfig } from '@/tooling/vitest/wagmiConfig';
import { STORED_CONNECTION, storageWith } from '@/tooling/vitest/storedConnection';
import { getConnectionRestore } from '@/lib/wallet/connectionRestore';
import { notifyTransactionRecordsChanged, RK_TRANSACTIONS_STORAGE_KEY } from '@/lib/transactions/transactionStorage';
import { createWalletSlot } from './walletSlot';

/** The kit's chunk is imported on demand; transforming it takes a few seconds on a busy machine. */
const KIT_LOAD = { timeout: 15_000 };

/**
 * Resolves once the page has settled: wagmi's restore is over and every
 * effect and 0 ms timer it scheduled (the kit's idle load falls back to
 * one in jsdom, which has no `requestIdleCallback`) has run. The moment
 * to assert that something did not happen.
 */
async function settled(config: Config): Promise<void> {
  await waitFor(() => expect(getConnectionRestore(config).getSnapshot()).toBe('settled'));
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('Header with NEXT_PUBLIC_SIWE=off', () => {
  it('shows Connect Wallet at once, without the kit, and never asks the server for a session', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const loadWalletKit = vi.fn(() => import('@/components/walletKit/WalletKit'));
    const config = createTestWagmiConfig();
    renderHeader({ config: config, loadWalletKit });
    expect((await screen.findByTestId('rk-connect-button')).textContent).toBe('Connect Wallet');
    expect(screen.queryByTestId('connect-placeholder')).toBeNull();
    await settled(config);
    expect(loadWalletKit).not.toHaveBeenCalled();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/session');
  });

  it('loads the kit on the first click and opens its Connect a Wallet modal', async () => {
    const { fireEvent } = await import('@testing-library/react');
    const loadWalletKit = vi.fn(() => import('@/components/walletKit/WalletKit'));
    renderHeader({ config: createTestWagmiConfig(), loadWalletKit });
    fireEvent.click(await screen.findByTestId('rk-connect-button'));
    expect(await screen.findByRole('dialog', {}, KIT_LOAD)).toBeTruthy();
    expect(screen.getByText('Connect a Wallet')).toBeTruthy();
    expect(loadWalletKit).toHaveBeenCalledTimes(1);
  });
});

describe('Header with sign-in on', () => {
  it('shows a returning visitor the neutral placeholder, not the Connect button, until the session status is known', async () => {
    // The session request never answers here (no server in this test), so
    // the status stays loading: what a slow first response looks like.
    vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined));
    // A returning visitor: a first-time one has nothing to wait for.
    const slot = createWalletSlot({ storage: storageWith(STORED_CONNECTION), framed: false });
    renderHeader({ config: createTestWagmiConfig(), siwe: true, slot });
    expect(await screen.findByTestId('connect-placeholder')).toBeTruthy();
    expect(screen.queryByTestId('rk-connect-button')).toBeNull();
  });
});

describe('a connected visitor', () => {
  afterEach(() => window.localStorage.clear());

  it('gets no kit while idle when nothing is pending: only a click loads it', async () => {
    const loadWalletKit = vi.fn(() => import('@/components/walletKit/WalletKit'));
    const config = createTestWagmiConfig();
    renderHeader({ config, loadWalletKit });
    expect(await screen.findByTestId('rk-connect-button')).toBeTruthy();
    await connectFirstConnector(config);
    expect(await screen.findByTestId('rk-account-button')).toBeTruthy();
    await settled(config);
    expect(loadWalletKit).not.toHaveBeenCalled();
  });

  it('gets the kit once the page is idle, without a click, while a transaction on this chain is pending', async () => {
    const loadWalletKit = vi.fn(() => import('@/components/walletKit/WalletKit'));
    const config = createTestWagmiConfig();
    renderHeader({ config, loadWalletKit });
    expect(await screen.findByTestId('rk-connect-button')).toBeTruthy();
    await connectFirstConnector(config);
    await settled(config);
    expect(loadWalletKit).not.toHaveBeenCalled();

    const { address, chainId } = getAccount(config);
    const pending = { hash: `0x${'ab'.repeat(32)}`, description: 'Send 1 ETH', status: 'pending' };
    act(() => {
      window.localStorage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify({ [String(address)]: { [String(chainId)]: [pending] } }));
      notifyTransactionRecordsChanged();
    });
    await waitFor(() => expect(loadWalletKit).toHaveBeenCalledTimes(1), KIT_LOAD);
  });
});

describe('sign-in off and a disconnect', () => {
  it('never calls the logout route: the kit is rendered exactly as without sign-in', async () => {
    const { disconnect } = await import('wagmi/actions');
    const { act } = await import('react');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const config = createTestWagmiConfig();
    renderHeader({ config });
    await connectFirstConnector(config);
    await act(async () => {
      await disconnect(config);
    });
    expect(await screen.findByTestId('rk-connect-button', {}, KIT_LOAD)).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/logout');
  });
});

describe('Header when the kit’s code fails to download', () => {
  it('says so, and a retry that succeeds opens the modal that was asked for', async () => {
    const { fireEvent } = await import('@testing-library/react');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const loadWalletKit = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('@/components/walletKit/WalletKit');
    };
    renderHeader({ config: createTestWagmiConfig(), loadWalletKit });
    fireEvent.click(await screen.findByTestId('rk-connect-button'));
    expect((await screen.findByRole('alert')).textContent).toContain('Wallet tools failed to load.');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('dialog', {}, KIT_LOAD)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts).toBe(2);
  });
});
