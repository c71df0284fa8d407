import { getAddress, type Address } from 'viem';
import { normalize, toCoinType } from 'viem/ens';
import { useConfig, useEnsAddress } from 'wagmi';
import { ensChainIdOf } from '@/lib/config/ensChain';
import { classifyRecipient, type RecipientResolution } from '@/lib/transactions/sendForm';

/** ENSIP-9 coin type of Ethereum: a name's Ethereum address. */
const ETHEREUM_COIN_TYPE = 60n;

/** ENSIP-19 default EVM coin type (`0x80000000`): a name's address on every EVM chain without one of its own. */
const DEFAULT_EVM_COIN_TYPE = toCoinType(0);

/** ENS normalisation (ENSIP-15) or `undefined` for a name it rejects. */
function safeNormalize(name: string): string | undefined {
  try {
    return normalize(name);
  } catch {
    return undefined;
  }
}

/** A resolver's answer as a checksummed address (viem returns other coin types' addresses as stored), or `undefined`. */
function checksummed(address: Address | null | undefined): Address | undefined {
  return address ? getAddress(address) : undefined;
}

/** The chain the form sends on. */
export type RecipientChain = { id: number; name: string };

/** What {@link useRecipient} returns: where the recipient stands, and a way to ask again. */
export type UseRecipientReturnType = RecipientResolution & {
  /** Asks the failed lookups again (a no-op when none failed). */
  retry: () => void;
  /** Whether a lookup is being asked again after {@link UseRecipientReturnType.retry}. */
  retrying: boolean;
};

/**
 * Resolves the send form's recipient for the chain it sends on: a 0x
 * address as it is; an ENS name (normalised, ENSIP-15) through the ENS
 * chain's Universal Resolver (`ensChainIdOf`: Ethereum when configured):
 *
 * - sending on Ethereum (or on the ENS chain itself): its Ethereum address
 *   (coin type 60);
 * - on another chain: its ENSIP-11 address for that chain, else its ENSIP-19
 *   default EVM address, else its Ethereum address as `ethereum-only`, which
 *   the sender must confirm (a contract wallet's address on Ethereum may be
 *   nobody's on an L2);
 * - no address: `unresolved`;
 * - no address among the lookups that answered, and one that failed (the
 *   node refused, failed or passed the time-out): `lookup-failed`, with
 *   {@link UseRecipientReturnType.retry} to ask the failed ones again.
 *
 * The three lookups go out together (one Multicall3 read). With no ENS
 * chain configured, names do not resolve.
 */
export function useRecipient(input: string, chain: RecipientChain): UseRecipientReturnType {
  const { chains } = useConfig();
  const ensChainId = ensChainIdOf(chains.map((candidate) => candidate.id));
  const text = input.trim();
  const kind = classifyRecipient(text);
  const name = kind === 'name' ? safeNormalize(text) : undefined;
  const enabled = Boolean(name) && ensChainId !== undefined;
  const perChain = enabled && chain.id !== ensChainId;

  const ethereum = useEnsAddress({ name, chainId: ensChainId, coinType: ETHEREUM_COIN_TYPE, query: { enabled } });
  const own = useEnsAddress({
    name,
    chainId: ensChainId,
    coinType: perChain ? toCoinType(chain.id) : undefined,
    query: { enabled: perChain },
  });
  const defaultEvm = useEnsAddress({ name, chainId: ensChainId, coinType: DEFAULT_EVM_COIN_TYPE, query: { enabled: perChain } });

  const lookups = perChain ? [ethereum, own, defaultEvm] : [ethereum];
  const resolution = ((): RecipientResolution => {
    if (kind === 'empty') return { status: 'empty' };
    if (kind === 'address') return { status: 'address', address: getAddress(text) };
    if (kind === 'checksum') return { status: 'invalid', reason: 'checksum' };
    if (kind === 'invalid' || !name) return { status: 'invalid' };
    if (lookups.some((lookup) => lookup.isLoading)) return { status: 'resolving', name: text };

    const ethereumAddress = checksummed(ethereum.data);
    const chainAddress = perChain ? (checksummed(own.data) ?? checksummed(defaultEvm.data)) : ethereumAddress;
    if (chainAddress) return { status: 'resolved', name: text, address: chainAddress };
    // Off Ethereum, the Ethereum address alone is the last resort: only once
    // the chain's own lookups have answered that there is none.
    if (ethereumAddress && !own.isError && !defaultEvm.isError) {
      return { status: 'ethereum-only', name: text, address: ethereumAddress, chainName: chain.name };
    }
    if (lookups.some((lookup) => lookup.isError)) return { status: 'lookup-failed', name: text };
    return { status: 'unresolved', name: text };
  })();
  return {
    ...resolution,
    retry: () => {
      for (const lookup of lookups) if (lookup.isError) void lookup.refetch();
    },
    retrying: lookups.some((lookup) => lookup.isError && lookup.isFetching),
  };
}
