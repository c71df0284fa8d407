import { render, waitFor } from '@testing-library/react';
import { WithMessages } from './messages';
import { createQueryClient } from '@/lib/storage/queryClient';
import { act } from 'react';
import type { Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { getConnectionRestore } from '@/lib/wallet/connectionRestore';
import { WalletProviders, type WalletProvidersProps } from '@/components/providers/WalletProviders';
import { Header } from '@/components/header/Header';
import { createWalletSlot, WalletSlotContext, type WalletSlot } from '@/components/header/walletSlot';

/** Parameters of {@link renderHeader}. */
export type RenderHeaderParameters = Pick<WalletProvidersProps, 'config' | 'loadWalletKit' | 'queryClient'> & {
  /** Sign-In with Ethereum on or off. Default off. */
  siwe?: boolean;
  /** The header's wallet slot; default: one made from jsdom's storage (empty: a first visit). */
  slot?: WalletSlot;
};

/**
 * Renders the site header as every page has it (`pages/_app.tsx`): the
 * header outside the app's providers (`WalletProviders`), which draw its
 * wallet buttons (`HeaderWallet`) from inside.
 */
export function renderHeader({ config, siwe = false, loadWalletKit, queryClient, slot }: RenderHeaderParameters): void {
  render(
    <WalletSlotContext.Provider value={slot ?? createWalletSlot({ storage: window.localStorage })}>
      <Header />
      <WalletProviders config={config} queryClient={queryClient ?? createQueryClient()} siwe={siwe} loadWalletKit={loadWalletKit}>
        {null}
      </WalletProviders>
    </WalletSlotContext.Provider>,
    { wrapper: WithMessages },
  );
}

/**
 * Connects `config`'s first connector (the test config's `mock`, anvil
 * account 0) inside act(), as a visitor would: once wagmi's restore on
 * mount, which starts when the page inside `WalletProviders` has rendered,
 * has settled (a restore that began after a connect would undo it).
 */
export async function connectFirstConnector(config: Config): Promise<void> {
  const restore = getConnectionRestore(config);
  await waitFor(() => {
    if (restore.getSnapshot() !== 'settled') throw new Error('wagmi is still restoring the stored connection');
  });
  await act(async () => {
    await connect(config, { connector: config.connectors[0]! });
  });
}
