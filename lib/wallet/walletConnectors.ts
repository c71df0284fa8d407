import type { WalletDetailsParams, WalletList } from '@rainbow-me/rainbowkit';
import type { CreateConnectorFn } from 'wagmi';

/** Parameters of {@link connectorsForWalletList}: the options of the kit's `connectorsForWallets` that we use. */
export type ConnectorsForWalletListParameters = {
  /** App name shown by wallets (WalletConnect metadata, Coinbase SDK). */
  appName: string;
  /** WalletConnect Cloud project id. */
  projectId: string;
};

/**
 * RainbowKit's `connectorsForWallets`, for the app's first load: turns the
 * wallet groups into wagmi connector factories carrying the kit's
 * `rkDetails` (group, order, WalletConnect modal flags), which the kit's
 * wallet picker reads back from wagmi's connectors.
 *
 * Why not the kit's own: it lives in the kit's main module, which Turbopack
 * cannot split, and importing it for the wagmi config would pull the whole
 * kit (modals, QR code, themes: 70 kB gzipped) into every page's first load
 * (at most 200 kB, `docs/performance.md`). `walletConnectors.test.ts` holds this copy to
 * the kit's: same connectors, same `rkDetails`, for our wallet list.
 *
 * Supports what the kit's does: every group non-empty, `hidden()` wallets
 * after the visible ones and left out when hidden, duplicate ids dropped,
 * an extra WalletConnect connector with the official QR modal beside
 * `walletConnectWallet`.
 *
 * @throws Error when the list or a group is empty (the kit's messages).
 */
export function connectorsForWalletList(
  walletList: WalletList,
  { appName, projectId }: ConnectorsForWalletListParameters,
): CreateConnectorFn[] {
  if (!walletList.length) throw new Error('No wallet list was provided');
  for (const { wallets, groupName } of walletList) {
    if (!wallets.length) throw new Error(`No wallets provided for group: ${groupName}`);
  }
  const metadata = {
    name: appName,
    description: appName,
    url: typeof window !== 'undefined' ? window.location.origin : '',
    icons: [],
  };

  type Item = ReturnType<WalletList[number]['wallets'][number]> & { groupIndex: number; groupName: string; index: number };
  const visible: Item[] = [];
  const potentiallyHidden: Item[] = [];
  let index = -1;
  for (const [groupIndex, { groupName, wallets }] of walletList.entries()) {
    for (const createWallet of wallets) {
      index++;
      const wallet = createWallet({
        projectId,
        appName,
        options: { metadata },
        walletConnectParameters: { metadata },
      });
      const item = { ...wallet, groupIndex: groupIndex + 1, groupName, index };
      (typeof wallet.hidden === 'function' ? potentiallyHidden : visible).push(item);
    }
  }
  const items = [...visible, ...potentiallyHidden].filter(
    (item, position, all) => all.findIndex((other) => other.id === item.id) === position,
  );

  const connectors: CreateConnectorFn[] = [];
  for (const { createConnector, groupIndex, groupName, hidden, ...walletMeta } of items) {
    if (typeof hidden === 'function' && hidden()) continue;
    const details = (extra?: Partial<WalletDetailsParams['rkDetails']>): WalletDetailsParams => ({
      rkDetails: Object.fromEntries(
        Object.entries({ ...walletMeta, groupIndex, groupName, isRainbowKitConnector: true, ...extra }).filter(
          ([, value]) => value !== undefined,
        ),
      ) as WalletDetailsParams['rkDetails'],
    });
    if (walletMeta.id === 'walletConnect') {
      connectors.push(createConnector(details({ isWalletConnectModalConnector: true, showQrModal: true })));
    }
    connectors.push(createConnector(details()));
  }
  return connectors;
}
