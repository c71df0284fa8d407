import { createConnector } from 'wagmi';
import { injected } from 'wagmi/connectors';
import type { Chain } from 'viem';
import type { Wallet, WalletList } from '@rainbow-me/rainbowkit';
import {
  braveWallet,
  coinbaseWallet,
  injectedWallet,
  metaMaskWallet,
  rainbowWallet,
  safeWallet,
  walletConnectWallet,
} from '@rainbow-me/rainbowkit/wallets';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { createDevWalletProvider } from './devWalletProvider';
import { shouldHideBrowserWallet } from './injectedWallet';

/** A wallet factory as `connectorsForWallets` takes it (the kit does not export the name). */
type CreateWalletFn = WalletList[number]['wallets'][number];

/** Name of the group that holds our chosen wallets. */
export const POPULAR_GROUP = 'Popular';
/** Name of the group that holds the Dev Wallet on local chains. */
export const DEVELOPMENT_GROUP = 'Development';
/** Connector id of the Dev Wallet, so `rk-wallet-option-devWallet` in the modal. */
export const DEV_WALLET_ID = 'devWallet';

/** Connector id of the Dev Wallet's second account (`rk-wallet-option-devWallet2`): a second person in a private window. */
export const DEV_WALLET_2_ID = 'devWallet2';

/** The Popular group, in our order, Browser Wallet first. */
const popularWallets: CreateWalletFn[] = [
  injectedWallet,
  safeWallet,
  rainbowWallet,
  coinbaseWallet,
  metaMaskWallet,
  walletConnectWallet,
  braveWallet,
];

const DEV_WALLET_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><rect width="28" height="28" rx="6" fill="#7828C8"/><path d="M9 8h5.5a6 6 0 0 1 0 12H9z" fill="none" stroke="#fff" stroke-width="2.5"/></svg>',
  );

/**
 * A Dev Wallet: one of anvil's test accounts behind
 * {@link createDevWalletProvider}, connected through wagmi's `injected`
 * connector with a custom target (so reconnect-on-load and disconnect work as
 * for any injected wallet). For local chains only.
 *
 * @param chains - the configured local chains, RPC URLs applied.
 * @param wallet - its connector id, its name in the modal, and which unlocked account it is.
 */
function devWallet(chains: readonly [Chain, ...Chain[]], { id, name, accountIndex }: { id: string; name: string; accountIndex: number }): CreateWalletFn {
  let provider: ReturnType<typeof createDevWalletProvider> | undefined;
  const getProvider = () => {
    if (typeof window === 'undefined') return undefined;
    provider ??= createDevWalletProvider({ chains, storage: getBrowserStorage(), accountIndex });
    return provider;
  };
  return (): Wallet => ({
    id,
    name,
    iconUrl: DEV_WALLET_ICON,
    iconBackground: '#7828C8',
    installed: true,
    createConnector: (walletDetails) =>
      createConnector((config) => ({
        ...injected({
          target: { id, name, provider: getProvider },
          shimDisconnect: true,
        })(config),
        ...walletDetails,
      })),
  });
}

/** Parameters of {@link getWalletList}. */
export type GetWalletListParameters = {
  /** Chains for the Dev Wallet; `undefined` leaves it out. */
  devWalletChains?: readonly [Chain, ...Chain[]] | undefined;
  /**
   * Leave out "Browser Wallet". Default: {@link shouldHideBrowserWallet},
   * i.e. hidden when `window.ethereum` is a wallet the list already names.
   */
  hideBrowserWallet?: boolean;
};

/**
 * The wallet groups handed to RainbowKit's `connectorsForWallets`: a
 * "Development" group with the Dev Wallet and Dev Wallet 2 first when enabled, then Popular.
 * Wallets found through EIP-6963 are added by the kit in an "Installed" group.
 *
 * RainbowKit 2 no longer hides Browser Wallet by itself. Its own `hidden`
 * hook would also move the entry to the end of the list, so the rule is
 * applied here instead, when the config is created (the same moment the kit
 * would evaluate `hidden`).
 */
export function getWalletList({
  devWalletChains,
  hideBrowserWallet = shouldHideBrowserWallet(),
}: GetWalletListParameters = {}): WalletList {
  const wallets = hideBrowserWallet
    ? popularWallets.filter((wallet) => wallet !== injectedWallet)
    : popularWallets;
  const popular = { groupName: POPULAR_GROUP, wallets };
  if (!devWalletChains) return [popular];
  // A second account, for trying payments between two people: one in a window, the other in a private window.
  const development = [
    devWallet(devWalletChains, { id: DEV_WALLET_ID, name: 'Dev Wallet', accountIndex: 0 }),
    devWallet(devWalletChains, { id: DEV_WALLET_2_ID, name: 'Dev Wallet 2', accountIndex: 1 }),
  ];
  return [{ groupName: DEVELOPMENT_GROUP, wallets: development }, popular];
}
