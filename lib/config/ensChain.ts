/**
 * A chain the app reads ENS on: Ethereum (1), or the local Anvil chain
 * (31337) of `npm run dev`. Kept apart from `chains.ts` and its viem chain
 * definitions, because the header's account button, in every page's first
 * load, needs only this.
 */
export type EnsChainId = 1 | 31337;

/**
 * The chain whose ENS the app reads, among the configured `chainIds`:
 * Ethereum (1) whenever it is configured, for every chain (primary names
 * and every chain's ENSIP-11 addresses are records there); else the local
 * Anvil chain (31337), where `npm run dev` deploys ENS
 * (`tooling/ens/deployEns.ts`); else `undefined`, and no name is looked up.
 */
export function ensChainIdOf(chainIds: readonly number[]): EnsChainId | undefined {
  if (chainIds.includes(1)) return 1;
  if (chainIds.includes(31337)) return 31337;
  return undefined;
}
