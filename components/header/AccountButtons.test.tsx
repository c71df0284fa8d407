// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { parseEther } from 'viem';
import { anvil, sepolia } from 'viem/chains';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchChain } from 'wagmi/actions';
import * as balanceFormat from '@/lib/format/formatBalance';
import { createQueryClient } from '@/lib/storage/queryClient';
import { RK_TRANSACTIONS_STORAGE_KEY } from '@/lib/transactions/transactionStorage';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { connectFirstConnector, renderHeader } from '@/tooling/vitest/renderHeader';
import { ANVIL_ACCOUNT_0, createTestWagmiConfig } from '@/tooling/vitest/wagmiConfig';
import { balanceQueryKey } from './useCachedProfile';

/** The kit's chunk is imported on demand; transforming it takes a few seconds on a busy machine. */
const KIT_LOAD = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.restoreAllMocks();
});

/**
 * A query client holding anvil account 0's balance on anvil (10,000 ETH),
 * as a returning visitor's persisted cache holds it before wagmi has the
 * account back.
 */
function queryClientWithCachedBalance(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryData(balanceQueryKey(ANVIL_ACCOUNT_0, anvil.id), {
    decimals: 18,
    formatted: '10000',
    symbol: 'ETH',
    value: parseEther('10000'),
  });
  return queryClient;
}

/** Calls `onFormat` each time the header shortens a balance (`formatCompactBalance`), which still formats it. */
function onBalanceFormat(onFormat: (formatted: string) => void): void {
  const format = balanceFormat.formatCompactBalance;
  vi.spyOn(balanceFormat, 'formatCompactBalance').mockImplementation((formatted) => {
    onFormat(formatted);
    return format(formatted);
  });
}

describe('AccountButtons, on a real anvil node', () => {
  const node = useAnvil({ chainId: anvil.id });

  async function connectedHeader(queryClient?: QueryClient, config = createTestWagmiConfig(node().rpcUrl)) {
    renderHeader({ config, queryClient });
    await connectFirstConnector(config);
    return screen.findByTestId('rk-account-button');
  }

  it('shows the shortened balance, a generated avatar and the short address, and no chain button for one chain', async () => {
    const account = await connectedHeader();
    await waitFor(() => expect(account.textContent).toBe('10k ETH0xf3…2266'));
    expect(account.querySelector('[data-testid="generated-avatar"]')).not.toBeNull();
    expect(screen.queryByTestId('avatar-pending')).toBeNull();
    expect(screen.queryByTestId('rk-chain-button')).toBeNull();
    expect(screen.queryByTestId('rk-connect-button')).toBeNull();
  });

  it('draws the account button before it formats the balance, for a visitor whose balance is cached', async () => {
    const queryClient = queryClientWithCachedBalance();
    const buttonDrawnAtFormat: boolean[] = [];
    onBalanceFormat(() => buttonDrawnAtFormat.push(document.querySelector('[data-testid="rk-account-button"]') !== null));
    const account = await connectedHeader(queryClient);
    await waitFor(() => expect(account.textContent).toBe('10k ETH0xf3…2266'));
    expect(buttonDrawnAtFormat).not.toHaveLength(0);
    expect(buttonDrawnAtFormat.every(Boolean)).toBe(true);
  });

  it('shows no balance of the previous chain after switching to one whose balance is not known', async () => {
    const queryClient = queryClientWithCachedBalance();
    // Sepolia's node is a closed port: its balance never comes.
    const config = createTestWagmiConfig(node().rpcUrl, [{ ...sepolia, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }]);
    const account = await connectedHeader(queryClient, config);
    await waitFor(() => expect(account.textContent).toBe('10k ETH0xf3…2266'));
    const formattedAfterSwitch: string[] = [];
    onBalanceFormat((formatted) => formattedAfterSwitch.push(formatted));
    await act(async () => {
      await switchChain(config, { chainId: sepolia.id });
    });
    await waitFor(() => expect(screen.getByTestId('rk-chain-button').textContent).toContain('Sepolia'));
    // Named by the chain it shows (WCAG 2.5.3 Label in Name), not by a fixed "Chain Selector".
    expect(screen.getByRole('button', { name: 'Sepolia' })).toBe(screen.getByTestId('rk-chain-button'));
    expect(screen.getByTestId('rk-account-button').textContent).toBe('0xf3…2266');
    expect(formattedAfterSwitch).toEqual([]);
  });

  it('rings the avatar while a transaction of the account is pending on its chain (sent in another tab)', async () => {
    await connectedHeader();
    expect(screen.queryByTestId('avatar-pending')).toBeNull();
    act(() => {
      localStorage.setItem(
        RK_TRANSACTIONS_STORAGE_KEY,
        JSON.stringify({ [ANVIL_ACCOUNT_0]: { [anvil.id]: [{ hash: `0x${'1'.repeat(64)}`, description: 'Send 1 ETH', status: 'pending' }] } }),
      );
      // As when another tab of the app sent it.
      window.dispatchEvent(new StorageEvent('storage', { key: RK_TRANSACTIONS_STORAGE_KEY }));
    });
    await waitFor(() => expect(screen.getByTestId('rk-account-button').querySelector('[data-testid="avatar-pending"]')).not.toBeNull());
  });

  it('opens the kit’s Account modal on click, loading the kit first', async () => {
    const account = await connectedHeader();
    fireEvent.click(account);
    const dialog = await screen.findByRole('dialog', {}, KIT_LOAD);
    expect(dialog.textContent).toContain('Disconnect');
  });
});
