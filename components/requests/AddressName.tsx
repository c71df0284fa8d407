import type { Address } from 'viem';
import { useConfig, useEnsName } from 'wagmi';
import { useNormalizedEnsName } from '@/components/account/useNormalizedEnsName';
import { ensChainIdOf } from '@/lib/config/ensChain';
import { displayName } from '@/lib/format/displayName';
import { joinAtEllipsis } from '@/lib/format/shortenAddress';

/** Props of {@link AddressName}. */
export type AddressNameProps = { address: Address; testId?: string };

/**
 * An address as people know it: its primary ENS name (read on the ENS
 * chain, `ensChainIdOf`, and normalised, ENSIP-15), else `0x1234…abcd`,
 * never split at its "…" (`joinAtEllipsis`); the full address in its title. A name is shown as text, whatever it holds.
 */
export function AddressName({ address, testId }: AddressNameProps) {
  const { chains } = useConfig();
  const ensChainId = ensChainIdOf(chains.map((chain) => chain.id));
  const { data: name } = useEnsName({ chainId: ensChainId, address, query: { enabled: ensChainId !== undefined } });
  const normalized = useNormalizedEnsName(name);
  return (
    <span title={address} data-testid={testId}>
      {joinAtEllipsis(displayName(address, normalized))}
    </span>
  );
}
