import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { getAddress, isAddress, type Chain } from 'viem';
import { useConfig } from 'wagmi';
import { getClient } from 'wagmi/actions';
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
  const id = useId();
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
      <div className="field">
        <label htmlFor={id}>Token address</label>
        <input
          id={id}
          name="tokenAddress"
          value={text}
          autoComplete="off"
          spellCheck={false}
          placeholder="0x…"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem || metadata.data ? `${id}-note` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setSaveError(null);
          }}
        />
        {problem ? (
          <p id={`${id}-note`} className="field-error" role="alert" data-testid="add-token-error">
            {problem}
          </p>
        ) : metadata.data ? (
          <p id={`${id}-note`} className="field-hint" data-testid="add-token-preview">
            {`${metadata.data.name} (${metadata.data.symbol}), ${metadata.data.decimals} decimals, on ${chain.name}`}
          </p>
        ) : valid && metadata.isFetching ? (
          <p className="field-hint">Reading the contract…</p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={!metadata.data}>
        Add token
      </button>
    </form>
  );
}
