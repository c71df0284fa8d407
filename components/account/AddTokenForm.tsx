import { useTranslations } from 'next-intl';
import { useMessageText } from '@/components/i18n/useMessageText';
import { message, type Message } from '@/lib/i18n/message';
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
 * an address whose capitals fail its EIP-55 checksum: that it is likely
 * mistyped; a node that fails: its short message.
 */
export function AddTokenForm({ chain }: { chain: Chain }) {
  const config = useConfig();
  const [text, setText] = useState('');
  const t = useTranslations('Tokens');
  const messageText = useMessageText();
  const [saveError, setSaveError] = useState<Message | null>(null);
  const address = text.trim();
  const valid = isAddress(address);
  // 0x and 40 hex digits whose capitals fail EIP-55: a typo the checksum caught, said as such.
  const mistyped = !valid && isAddress(address, { strict: false });
  const metadata = useQuery({
    queryKey: ['tokenMetadata', chain.id, address.toLowerCase()],
    queryFn: () => {
      const client = getClient(config, { chainId: chain.id });
      if (!client) throw new Error(`Chain ${chain.id} is not configured.`);
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
        ? message(mistyped ? 'addressChecksum' : 'tokenAddressFormat')
        : metadata.error instanceof NotAnErc20Error
          ? metadata.error.reason
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
      setSaveError(message('tokenStorageRefused'));
    }
  };

  return (
    <form className="add-token" onSubmit={onSubmit} noValidate aria-label={t('addOn', { chain: chain.name })}>
      <TextField
        name="tokenAddress"
        label={t('addressOn', { chain: chain.name })}
        testKey="token-address"
        value={text}
        placeholder="0x…"
        onChange={(event) => {
          setText(event.target.value);
          setSaveError(null);
        }}
        error={problem ? (metadata.error instanceof NotAnErc20Error ? t('notErc20', { reason: messageText(problem) ?? '' }) : messageText(problem)) : undefined}
        hint={
          problem
            ? undefined
            : metadata.data
              ? t('found', { name: metadata.data.name, symbol: metadata.data.symbol, decimals: metadata.data.decimals, chain: chain.name })
              : valid && metadata.isFetching
                ? t('reading')
                : undefined
        }
      />
      <Button type="submit" disabled={!metadata.data}>
        {t('add')}
      </Button>
    </form>
  );
}
