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
import { RK_TRANSACTIONS_STORAGE_KEY } from '@/lib/transactions/recentTransactions';
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
    // A returning visitor: the balance is in the (persisted) query cache
    // before wagmi has the account back.
    const queryClient = createQueryClient();
    queryClient.setQueryData(balanceQueryKey(ANVIL_ACCOUNT_0, anvil.id), {
      decimals: 18,
      formatted: '10000',
      symbol: 'ETH',
      value: parseEther('10000'),
    });
    const buttonDrawnAtFormat: boolean[] = [];
    const format = balanceFormat.formatCompactBalance;
    vi.spyOn(balanceFormat, 'formatCompactBalance').mockImplementation((formatted) => {
      buttonDrawnAtFormat.push(document.querySelector('[data-testid="rk-account-button"]') !== null);
      return format(formatted);
    });
    const account = await connectedHeader(queryClient);
    await waitFor(() => expect(account.textContent).toBe('10k ETH0xf3…2266'));
    expect(buttonDrawnAtFormat).not.toHaveLength(0);
    expect(buttonDrawnAtFormat.every(Boolean)).toBe(true);
  });

  it('shows no balance of the previous chain after switching to one whose balance is not known', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(balanceQueryKey(ANVIL_ACCOUNT_0, anvil.id), {
      decimals: 18,
      formatted: '10000',
      symbol: 'ETH',
      value: parseEther('10000'),
    });
    // Sepolia's node is a closed port: its balance never comes.
    const config = createTestWagmiConfig(node().rpcUrl, [{ ...sepolia, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }]);
    const account = await connectedHeader(queryClient, config);
    await waitFor(() => expect(account.textContent).toBe('10k ETH0xf3…2266'));
    const formattedAfterSwitch: string[] = [];
    const format = balanceFormat.formatCompactBalance;
    vi.spyOn(balanceFormat, 'formatCompactBalance').mockImplementation((formatted) => {
      formattedAfterSwitch.push(formatted);
      return format(formatted);
    });
    await act(async () => {
      await switchChain(config, { chainId: sepolia.id });
    });
    await waitFor(() => expect(screen.getByTestId('rk-chain-button').textContent).toContain('Sepolia'));
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
