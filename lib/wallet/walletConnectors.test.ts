// @vitest-environment jsdom
import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import { anvil } from 'viem/chains';
import { createEmitter } from '@wagmi/core/internal';
import { mainnet } from 'viem/chains';
import type { CreateConnectorFn } from 'wagmi';
import { describe, expect, it } from 'vitest';
import { connectorsForWalletList } from './walletConnectors';
import { getWalletList } from './walletList';

const PARAMETERS = { appName: 'Co-Editions', projectId: 'YOUR_PROJECT_ID' };

/**
 * What the kit's wallet picker reads from each connector: id, name, type and
 * `rkDetails`, with functions (icons, URI builders) reduced to their names so
 * that two lists compare by shape.
 */
function describeConnectors(factories: CreateConnectorFn[]) {
  return factories.map((factory, index) => {
    // Creating a connector runs no setup and loads no SDK: wagmi's
    // createConfig would call `setup()` next, which this test never does.
    const connector = factory({
      chains: [mainnet],
      emitter: createEmitter(`test-${index}`),
      storage: null,
      transports: {},
    });
    return JSON.parse(
      JSON.stringify({ id: connector.id, name: connector.name, type: connector.type, rkDetails: connector.rkDetails }, (_key, value: unknown) =>
        typeof value === 'function' ? `function ${(value as { name?: string }).name ?? ''}` : value,
      ),
    ) as unknown;
  });
}

describe('connectorsForWalletList', () => {
  it.each([
    ['the Popular list with Browser Wallet', getWalletList({ hideBrowserWallet: false })],
    ['the Popular list without Browser Wallet', getWalletList({ hideBrowserWallet: true })],
    ['the Development group and Popular', getWalletList({ hideBrowserWallet: false, devWalletChains: [anvil] })],
  ])('creates the same connectors as the kit’s connectorsForWallets for %s', (_name, list) => {
    const ours = describeConnectors(connectorsForWalletList(list, PARAMETERS));
    const kits = describeConnectors(connectorsForWallets(list, PARAMETERS));
    expect(ours).toEqual(kits);
    // Not vacuous: WalletConnect appears twice (QR and official modal).
    expect(ours.filter((c) => (c as { type: string }).type === 'walletConnect').length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an empty list or group with the kit’s messages', () => {
    expect(() => connectorsForWalletList([], PARAMETERS)).toThrow('No wallet list was provided');
    expect(() => connectorsForWalletList([{ groupName: 'Empty', wallets: [] }], PARAMETERS)).toThrow(
      'No wallets provided for group: Empty',
    );
  });
});
