// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { WithMessages } from '@/tooling/vitest/messages';
import { cleanup, render, waitFor } from '@testing-library/react';
import { act } from 'react';
import { getAccount } from '@wagmi/core';
import { afterEach, expect, it } from 'vitest';
import { WalletProviders } from '@/components/providers/WalletProviders';
import { connectFirstConnector } from '@/tooling/vitest/renderHeader';
import { createTestWagmiConfig } from '@/tooling/vitest/wagmiConfig';
import { createQueryClient } from '@/lib/storage/queryClient';
import { readStoredTransactions, RK_TRANSACTIONS_STORAGE_KEY } from '@/lib/transactions/transactionStorage';
import { useWalletKit, type WalletKitState } from './useWalletKit';

/*
 * RainbowKit's transaction store, as patched on install
 * (`patches/@rainbow-me+rainbowkit+2.2.11.patch`, `docs/dependencies.md`),
 * driven through the kit's own `useAddRecentTransaction`.
 */

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

it('keeps 10 finished transactions per address and chain, and every pending one', async () => {
  const config = createTestWagmiConfig();
  let kit: WalletKitState | undefined;
  function Page() {
    kit = useWalletKit();
    return null;
  }
  render(
    <WalletProviders config={config} queryClient={createQueryClient()} siwe={false}>
      <Page />
    </WalletProviders>,
    { wrapper: WithMessages },
  );
  await connectFirstConnector(config);
  const { address, chainId } = getAccount(config);
  const finished = Array.from({ length: 11 }, (_, n) => ({ hash: hash(n + 1), description: `tx ${n + 1}`, status: 'confirmed' }));
  window.localStorage.setItem(RK_TRANSACTIONS_STORAGE_KEY, JSON.stringify({ [String(address)]: { [String(chainId)]: finished } }));

  act(() => kit!.addRecentTransaction({ hash: hash(100), description: 'new' }));
  await waitFor(() => expect(readStoredTransactions(window.localStorage)[String(address)]?.[String(chainId)]?.[0]?.hash).toBe(hash(100)), { timeout: 15_000 });
  const kept = readStoredTransactions(window.localStorage)[String(address)]?.[String(chainId)] ?? [];
  expect(kept.map(({ status }) => status)).toEqual(['pending', ...Array(10).fill('confirmed')]);
  expect(kept.at(-1)?.hash).toBe(hash(10));
});
