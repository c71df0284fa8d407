import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getAddress, isAddress, type Chain } from 'viem';
import { useConfig } from 'wagmi';
import { getClient } from 'wagmi/actions';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { getBrowserStorage } from '@/lib/storage/browserStorage';
import { addCustomToken } from '@/lib/tokens/customTokens';
import { NotAnErc20Error, readTokenMetadata } from '@/lib/tokens/readTokenMetadata';
import { walletErrorMessage } from '@/lib/wallet/walletErrors';

/**
 * "Token address" and "Add token", for the wallet's current chain: an
 * address is read as an ERC-20 contract first (`readTokenMetadata`), its
 * name, symbol and decimals shown, and only then can it be added (kept in
 * localStorage for that chain). Not a token: "Not an ERC-20 token: <reason>.";
 * a node that fails: its short message.
 */
export function AddTokenForm({ chain }: { chain: Chain }) {
  const config = useConfig();
  const [text, setText] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const address = text.trim();
  const valid = isAddress(address, { strict: false });
  const metadata = useQuery({
    queryKey: ['tokenMetadata', chain.id, address.toLowerCase()],
    queryFn: () => {
      const client = getClient(config, { chainId: chain.id });
      if (!client) throw new Error(`${chain.name} is not configured.`);
      return readTokenMetadata(client, { chainId: chain.id, address: getAddress(address) });
    },
    enabled: valid,
    retry: false,
    meta: { persist: false },
  });
  const problem =
    address === ''
      ? null
      : !valid
        ? 'Enter a token contract address: 0x and 40 hexadecimal characters.'
        : metadata.error instanceof NotAnErc20Error
          ? metadata.error.message
          : metadata.error
            ? walletErrorMessage(metadata.error)
            : saveError;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const storage = getBrowserStorage();
    if (!metadata.data || !storage) return;
    try {
      addCustomToken(storage, metadata.data);
      setText('');
      setSaveError(null);
    } catch {
      setSaveError('Could not save the token: this browser refuses storage.');
    }
  };

  return (
    <form className="add-token" onSubmit={onSubmit} noValidate aria-label={`Add a token on ${chain.name}`}>
      <TextField
        name="tokenAddress"
        label="Token address"
        testKey="token-address"
        value={text}
        placeholder="0x…"
        onChange={(event) => {
          setText(event.target.value);
          setSaveError(null);
        }}
        error={problem ?? undefined}
        hint={
          problem
            ? undefined
            : metadata.data
              ? `${metadata.data.name} (${metadata.data.symbol}), ${metadata.data.decimals} decimals, on ${chain.name}`
              : valid && metadata.isFetching
                ? 'Reading the contract…'
                : undefined
        }
      />
      <Button type="submit" disabled={!metadata.data}>
        Add token
      </Button>
    </form>
  );
}
