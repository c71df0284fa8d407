import { connectorsForWallets } from '@rainbow-me/rainbowkit';
import { anvil, localhost } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_GROUP, DEV_WALLET_ID, DEV_WALLET_2_ID, getWalletList, POPULAR_GROUP } from './walletList';

/** `"<group>: <wallet name>"` for each wallet of a list, in order, as the kit creates them. */
function listedWallets(list: ReturnType<typeof getWalletList>) {
  return list.flatMap(({ groupName, wallets }) =>
    wallets.map((create) => {
      const wallet = create({ projectId: 'YOUR_PROJECT_ID', appName: 'Co-Editions' });
      return `${groupName}: ${wallet.name}`;
    }),
  );
}

describe('getWalletList', () => {
  it('lists Popular in our order, Browser Wallet first', () => {
    expect(listedWallets(getWalletList({ hideBrowserWallet: false }))).toEqual([
      'Popular: Browser Wallet',
      'Popular: Safe',
      'Popular: Rainbow',
      'Popular: Coinbase Wallet',
      'Popular: MetaMask',
      'Popular: WalletConnect',
      'Popular: Brave Wallet',
    ]);
  });

  it('leaves Browser Wallet out, keeping the order, when the rule hides it', () => {
    expect(listedWallets(getWalletList({ hideBrowserWallet: true }))).toEqual([
      'Popular: Safe',
      'Popular: Rainbow',
      'Popular: Coinbase Wallet',
      'Popular: MetaMask',
      'Popular: WalletConnect',
      'Popular: Brave Wallet',
    ]);
  });

  it('puts the Dev Wallet and its second account in their own Development group before Popular when enabled', () => {
    const list = getWalletList({ devWalletChains: [anvil, localhost], hideBrowserWallet: false });
    expect(list.map((group) => group.groupName)).toEqual([DEVELOPMENT_GROUP, POPULAR_GROUP]);
    expect(listedWallets(list).slice(0, 2)).toEqual(['Development: Dev Wallet', 'Development: Dev Wallet 2']);
  });

  it('has no Dev Wallet unless asked', () => {
    expect(listedWallets(getWalletList({ hideBrowserWallet: false })).join()).not.toContain('Dev Wallet');
  });

  it('is accepted by connectorsForWallets, with the kit ids the modal uses', () => {
    const connectors = connectorsForWallets(
      getWalletList({ devWalletChains: [anvil], hideBrowserWallet: false }),
      { appName: 'Co-Editions', projectId: 'YOUR_PROJECT_ID' },
    );
    // One connector per wallet, plus the kit's second WalletConnect (QR modal) connector.
    expect(connectors).toHaveLength(10);
    expect([DEV_WALLET_ID, DEV_WALLET_2_ID]).toEqual(['devWallet', 'devWallet2']);
  });
});
