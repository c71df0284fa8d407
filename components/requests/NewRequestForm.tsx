import { FiatValue } from '@/components/prices/FiatValue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { Address, Chain } from 'viem';
import { useDecimalSeparator } from '@/components/i18n/useDecimalSeparator';
import { useMessageText } from '@/components/i18n/useMessageText';
import { useTokens } from '@/components/account/useTokens';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { joinAtEllipsis, shortenAddress } from '@/lib/format/shortenAddress';
import { REQUEST_NOTE_MAX_CHARS } from '@/lib/requests/paymentRequest';
import { createPaymentRequest } from '@/lib/requests/requestClient';
import { parseAmount } from '@/lib/transactions/sendForm';
import { CreatedRequest, type CreatedRequestProps } from './CreatedRequest';
import { PAYMENT_REQUESTS_QUERY_KEY } from './paymentRequestsQuery';
import { useRequestErrorText } from './useRequestErrorText';

/** The expiry choices, in days; `0` is never. */
const EXPIRY_DAYS = [0, 1, 7, 30] as const;

/** One day, ms. */
const DAY_MS = 86_400_000;

/** Props of {@link NewRequestForm}. */
export type NewRequestFormProps = {
  /** The signed-in address, who is paid. */
  address: Address;
  /** The wallet's chain: the request is on it. */
  chain: Chain;
};

/**
 * "New request": Asset (the chain's native currency, or any token of the
 * token list on this chain), Amount (the send form's rules and the
 * locale's decimal separator), an optional plain-text Note of at most 140
 * characters, and Expires (never, 1, 7 or 30 days). "Create request" asks
 * the server (`POST /api/requests`), then shows the request's link, QR
 * code and EIP-681 wallet link (`CreatedRequest`). A refusal is shown
 * beside the button, and the input is kept.
 */
export function NewRequestForm({ address, chain }: NewRequestFormProps) {
  const t = useTranslations('Requests');
  const messageText = useMessageText();
  const errorText = useRequestErrorText();
  const decimalSeparator = useDecimalSeparator();
  const queryClient = useQueryClient();
  const { tokensOf } = useTokens();
  const tokens = tokensOf(chain.id);
  const [tokenAddress, setTokenAddress] = useState<Address | null>(null);
  const [amountText, setAmountText] = useState('');
  const [note, setNote] = useState('');
  const [expiryDays, setExpiryDays] = useState<(typeof EXPIRY_DAYS)[number]>(0);
  const [created, setCreated] = useState<CreatedRequestProps | null>(null);

  const token = tokenAddress ? tokens.find(({ address: listed }) => listed === tokenAddress) : undefined;
  const symbol = token?.symbol ?? chain.nativeCurrency.symbol;
  const decimals = token?.decimals ?? chain.nativeCurrency.decimals;
  const amount = parseAmount(amountText, decimals, decimalSeparator);
  const noteTooLong = [...note].length > REQUEST_NOTE_MAX_CHARS;

  const create = useMutation({
    mutationFn: (expiresAt: Date | null) =>
      createPaymentRequest({
        chainId: chain.id,
        token: token?.address ?? null,
        amount: amount.value ?? 0n,
        // A tab pasted into the field is a space: the server takes one line of text, with no control character.
        note: note.replace(/\p{Cc}+/gu, ' ').trim() || undefined,
        expiresAt,
      }),
    onSuccess: async (result) => {
      setCreated({ ...result, requester: address, amount: amount.value ?? 0n, symbol, decimals, chainName: chain.name });
      setAmountText('');
      setNote('');
      // The list's first read may still be on its way, and read before this request: an invalidation would
      // take that answer (TanStack Query reuses a fetch in flight while a query has no data). Cancelled, it is read again.
      await queryClient.cancelQueries({ queryKey: PAYMENT_REQUESTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: PAYMENT_REQUESTS_QUERY_KEY });
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (amount.value === undefined || noteTooLong || create.isPending) return;
    create.mutate(expiryDays === 0 ? null : new Date(Date.now() + expiryDays * DAY_MS));
  };

  return (
    <>
      <form className="panel request-form" onSubmit={onSubmit} noValidate aria-labelledby="new-request-heading">
        <h2 id="new-request-heading">{t('newRequest')}</h2>
        <p className="muted">{t('forYou', { address: joinAtEllipsis(shortenAddress(address)), chain: chain.name })}</p>
        <Select label={t('asset')} name="asset" value={token?.address ?? 'native'} onChange={(event) => setTokenAddress(event.target.value === 'native' ? null : (event.target.value as Address))}>
          <option value="native">{chain.nativeCurrency.symbol}</option>
          {tokens.map((listed) => (
            <option key={listed.address} value={listed.address}>
              {listed.symbol}
            </option>
          ))}
        </Select>
        <TextField
          name="amount"
          label={t('amount')}
          inputMode="decimal"
          placeholder="0.1"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={amountText.trim() === '' ? undefined : messageText(amount.error)}
          hint={t('amountHint', { symbol, decimals })}
          // Beside the label, as on the send form: typing never moves the form below.
          aside={amount.value !== undefined ? <FiatValue chainId={chain.id} parts={[{ token: token?.address ?? null, amount: amount.value, decimals }]} testId="request-amount-fiat" /> : null}
        />
        <TextField
          name="note"
          label={t('note')}
          autoComplete="off"
          spellCheck
          dir="auto"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={noteTooLong ? t('noteTooLong', { max: REQUEST_NOTE_MAX_CHARS }) : undefined}
          hint={t('noteHint', { max: REQUEST_NOTE_MAX_CHARS })}
        />
        <Select label={t('expires')} name="expires" value={expiryDays} onChange={(event) => setExpiryDays(Number(event.target.value) as (typeof EXPIRY_DAYS)[number])}>
          {EXPIRY_DAYS.map((days) => (
            <option key={days} value={days}>
              {days === 0 ? t('expiresNever') : t('expiresInDays', { days })}
            </option>
          ))}
        </Select>
        {create.isError && (
          <Notice tone="error" testId="create-request-error">
            {errorText(create.error)}
          </Notice>
        )}
        <Button type="submit" variant="primary" disabled={amount.value === undefined || noteTooLong || create.isPending}>
          {create.isPending ? t('creating') : t('create')}
        </Button>
      </form>
      {created && <CreatedRequest key={created.id} {...created} />}
    </>
  );
}
