import {
  anvil,
  arbitrum,
  base,
  localhost,
  mainnet,
  optimism,
  polygon,
  sepolia,
} from 'viem/chains';
import type { Chain } from 'viem';

/** The canonical Multicall3 address (https://www.multicall3.com), placed on local nodes by our scripts. */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11' as const;

/**
 * Local development chains. viem's definitions carry no Multicall3, so we add
 * the canonical one: `tooling/anvil.ts` places the contract there on start.
 */
const localChain = <const T extends Chain>(chain: T) =>
  ({
    ...chain,
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  }) as const;

/** The local Anvil chain, with ENS in `npm run dev` (`tooling/ens/deployEns.ts`) at viem's mainnet Universal Resolver address. */
const localEnsChain = <const T extends Chain>(chain: T) =>
  ({
    ...chain,
    contracts: {
      multicall3: { address: MULTICALL3_ADDRESS },
      ensUniversalResolver: { address: mainnet.contracts.ensUniversalResolver.address },
    },
  }) as const;

/** A chain's icon (a URL on this site) and its background, in RainbowKit's own fields, so its modals and our header agree. */
export type ChainIcon = { iconUrl: string; iconBackground: string };

const ethereumIcon: ChainIcon = { iconUrl: '/chains/ethereum.svg', iconBackground: '#484c50' };
const localIcon: ChainIcon = { iconUrl: '/chains/local.svg', iconBackground: '#4b4453' };

/**
 * `chain` with the name RainbowKit shows for it (its colloquial names, e.g.
 * "Optimism" for viem's "OP Mainnet") and, where we ship one, its icon.
 */
const displayed = <const T extends Chain>(chain: T, name: string, icon?: ChainIcon) => ({ ...chain, name, ...icon }) as T & Partial<ChainIcon>;

/** Every chain `NEXT_PUBLIC_CHAINS` may name, by chain id: viem's definitions with the kit's names and our icons. */
export const supportedChains = {
  [mainnet.id]: displayed(mainnet, 'Ethereum', ethereumIcon),
  [sepolia.id]: displayed(sepolia, 'Sepolia', ethereumIcon),
  [base.id]: displayed(base, 'Base'),
  [optimism.id]: displayed(optimism, 'Optimism'),
  [arbitrum.id]: displayed(arbitrum, 'Arbitrum'),
  [polygon.id]: displayed(polygon, 'Polygon'),
  [anvil.id]: displayed(localEnsChain(anvil), anvil.name, localIcon),
  [localhost.id]: displayed(localChain(localhost), localhost.name, ethereumIcon),
} as const satisfies Record<number, Chain>;

/** A chain id from {@link supportedChains}. */
export type SupportedChainId = keyof typeof supportedChains;

/** Chain ids of nodes that run on the developer's machine (anvil 31337, localhost 1337). */
export const localChainIds: readonly SupportedChainId[] = [anvil.id, localhost.id];

/** Production chains used when `NEXT_PUBLIC_CHAINS` is unset: Ethereum and Sepolia. */
export const defaultChainIds: readonly SupportedChainId[] = [mainnet.id, sepolia.id];

/** Whether `chainId` is one the app knows how to configure. */
export function isSupportedChainId(chainId: number): chainId is SupportedChainId {
  return Object.hasOwn(supportedChains, chainId);
}

/** `"1 (Ethereum), 11155111 (Sepolia), …"`, for error messages and docs. */
export function describeSupportedChains(): string {
  return Object.values(supportedChains)
    .map((chain) => `${chain.id} (${chain.name})`)
    .join(', ');
}
