import { normalize } from 'viem/ens';
import { mainnet } from 'viem/chains';
import { useConfig, useEnsAddress } from 'wagmi';
import { classifyRecipient, type RecipientResolution } from '@/lib/transactions/sendForm';
import { getAddress } from 'viem';

/** ENS normalisation (ENSIP-15) or `undefined` for a name it rejects. */
function safeNormalize(name: string): string | undefined {
  try {
    return normalize(name);
  } catch {
    return undefined;
  }
}

/**
 * Resolves the send form's recipient: a 0x address as it is, an ENS name on
 * Ethereum mainnet with wagmi's `useEnsAddress` (chain 1, which must be a
 * configured chain; otherwise names do not resolve).
 */
export function useRecipient(input: string): RecipientResolution {
  const config = useConfig();
  const text = input.trim();
  const kind = classifyRecipient(text);
  const name = kind === 'name' ? safeNormalize(text) : undefined;
  const mainnetConfigured = config.chains.some((chain) => chain.id === mainnet.id);
  const { data, isLoading } = useEnsAddress({
    name,
    chainId: mainnet.id,
    query: { enabled: Boolean(name) && mainnetConfigured },
  });
  if (kind === 'empty') return { status: 'empty' };
  if (kind === 'address') return { status: 'address', address: getAddress(text) };
  if (kind === 'invalid' || !name) return { status: 'invalid' };
  if (isLoading) return { status: 'resolving', name: text };
  return data ? { status: 'resolved', name: text, address: data } : { status: 'unresolved', name: text };
}
