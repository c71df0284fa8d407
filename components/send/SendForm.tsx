import { PAGE_HEADING_ID } from '@/components/layout/PageLayout';
import { useLocale, useTranslations } from 'next-intl';
import { useDecimalSeparator } from '@/components/i18n/useDecimalSeparator';
import { useMessageText } from '@/components/i18n/useMessageText';
import type { Message } from '@/lib/i18n/message';
import { useRef, useState, type FormEvent } from 'react';
import { useAccount, useConfig, useSendTransaction } from 'wagmi';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { FeeSummary } from './FeeSummary';
import { useSendEstimate } from './useSendEstimate';
import { isPaymentLink, usePaymentLink } from './usePaymentLink';
import { PaymentLinkNotice } from './PaymentLinkNotice';
import { readSendContext, trackSentTransaction } from '@/lib/transactions/trackSentTransaction';
import { emptySendForm, ethereumOnlyConfirmationKey, parseAmount, sendCallOf, validateSendForm, type SendFormValues } from '@/lib/transactions/sendForm';
import { walletErrorMessage } from '@/lib/wallet/walletErrors';
import { joinAtEllipsis, shortenAddress } from '@/lib/format/shortenAddress';
import { useRecipient } from './useRecipient';
import { useRecipientHint } from './useRecipientHint';
import { useSendAsset } from './useSendAsset';
import { SendBlockedReason } from './SendBlockedReason';
import { SendDisconnected, SendUnsupportedNetwork } from './SendDisconnected';
import { useWalletKit } from '@/components/walletKit/useWalletKit';
import { EthereumOnlyRecipient } from './EthereumOnlyRecipient';
import { AdvancedFeeFields } from './AdvancedFeeFields';
import { Field } from './Field';
import { AmountField } from './AmountField';
import { useFiatEntry } from './useFiatEntry';
import { message } from '@/lib/i18n/message';
import { formatAmount } from '@/lib/format/formatAmount';
import { writeDecimal } from '@/lib/format/decimalSeparator';
import { AssetSelect } from './AssetSelect';
import { SentTransaction, type SentState } from './SentTransaction';

/** Props of {@link SendForm}. */
export type SendFormProps = {
  /** Turns the form into a batch ("Add recipient"), starting from this recipient and amount. */
  onAddRecipient: (first: { recipient: string; amount: string }) => void;
  /** An EIP-681 payment link to fill the form in from (`/send?uri=`). */
  initialLink?: string | undefined;
};

/**
 * The send form: asset (the chain's native currency, then every token
 * with a balance, `useTokenBalances`), recipient (0x address or ENS name
 * resolved on mainnet), amount in the asset's units, and an Advanced
 * section with gas limit, max fee, max priority fee and legacy gas price,
 * in gwei. A token is sent as an ERC-20 `transfer`, simulated first
 * (`eth_call`), its amount checked against its balance and the fee against
 * the native balance.
 *
 * - Every rule of `validateSendForm` is checked before anything is sent; each
 *   message sits beside its field and Send stays disabled until all pass.
 * - Shows the estimated network fee (viem `estimateFeesPerGas`: 1.2 × base
 *   fee + tip, or 1.2 × gas price for legacy) × estimated gas, and the total.
 * - A failing gas estimate shows "This transaction would fail: <reason>".
 * - Sends with wagmi's `useSendTransaction`, records the hash
 *   (`trackSentTransaction`) and shows its live status (`SentTransaction`).
 *   A rejection (4001) returns quietly; -32002 says a request is waiting;
 *   other errors show their short message, and the input is kept. Once the
 *   wallet returns a hash, the recipient and amount are cleared, so that
 *   one more click cannot pay the same person again.
 */
export function SendForm({ onAddRecipient, initialLink }: SendFormProps) {
  const { address, chain, chainId, isConnected } = useAccount();
  const config = useConfig();
  const { addRecentTransaction } = useWalletKit();
  const [values, setValues] = useState<SendFormValues>(emptySendForm);
  const t = useTranslations('Send');
  const tApp = useTranslations('App');
  const locale = useLocale();
  const messageText = useMessageText();
  const decimalSeparator = useDecimalSeparator();
  const [sendError, setSendError] = useState<Message | null>(null);
  const [sent, setSent] = useState<SentState | null>(null);
  const recipient = useRecipient(values.recipient, { id: chain?.id ?? 0, name: chain?.name ?? '' });
  const recipientHint = useRecipientHint(recipient);
  const [acceptedEthereumAddress, setAcceptedEthereumAddress] = useState<string | null>(null);
  const ethereumOnlyKey = ethereumOnlyConfirmationKey(recipient, chain?.id);
  const ethereumAddressConfirmed = ethereumOnlyKey !== null && acceptedEthereumAddress === ethereumOnlyKey;

  const { token, symbol, decimals, nativeSymbol, assetBalance, nativeBalance: balance, heldTokens, tokensPending, setAssetAddress, refetchBalances } = useSendAsset({ address, chain });
  const fiat = useFiatEntry({ chainId: chain?.id ?? 0, token: token?.address ?? null, decimals, decimalSeparator, assetText: values.amount, onAssetTextChange: (amount) => setValues((current) => ({ ...current, amount })) });
  const link = usePaymentLink({
    chain: chain ?? config.chains[0],
    heldTokens,
    tokensPending,
    initialLink,
    onFill: ({ recipient: to, amount, token: linkToken }) => {
      setAssetAddress(linkToken);
      setValues((current) => ({ ...current, recipient: to, amount }));
      // The link asks for an exact amount of its asset: shown as such, never behind a figure typed in fiat.
      fiat.setActive(false);
    },
  });
  // Typed in fiat, the form checks and sends the exact amount of the asset it buys.
  const formValues = fiat.active ? { ...values, amount: fiat.amount === undefined ? '' : writeDecimal(fiat.amount, decimals, decimalSeparator) } : values;
  const feeBalance = token ? { balance: balance.data?.value, symbol: nativeSymbol } : undefined;
  const legacy = values.gasPrice.trim() !== '';

  // First pass: the fields alone, to know what to estimate.
  const draft = validateSendForm({ values: formValues, recipient, decimals, symbol, ethereumAddressConfirmed, decimalSeparator });
  const { gas, estimatedFee, feePerGas, feeError, estimateError } = useSendEstimate({ account: address, chainId: chain?.id, token: token?.address, draft: draft.request ?? {}, legacy });

  const { errors, request } = validateSendForm({
    values: formValues,
    recipient,
    decimals,
    symbol,
    balance: assetBalance,
    estimatedFee,
    feeBalance,
    decimalSeparator,
    ethereumAddressConfirmed,
  });

  const { sendTransactionAsync, isPending } = useSendTransaction();
  const form = useRef<HTMLFormElement>(null);
  // Set while the nonce is read before sending: a second click sends nothing.
  const [preparing, setPreparing] = useState(false);
  const ready = Boolean(request) && !estimateError && gas !== undefined && !isPending && !preparing;

  const onChange = (name: keyof SendFormValues, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setSendError(null);
    if (name === 'recipient' && isPaymentLink(value)) link.apply(value);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request || !ready || chainId === undefined || !address) return;
    setSendError(null);
    setPreparing(true);
    if (fiat.active) {
      // Sent only at the price read now, and only when that buys what the form shows.
      const now = await fiat.amountNow();
      if (now !== request.value) {
        setPreparing(false);
        setSendError(
          now === undefined
            ? message('fiatNoPrice', { currency: fiat.currency ?? '' })
            : message('fiatPriceMoved', { amount: formatAmount({ value: now, decimals, symbol, locale }).words }),
        );
        return;
      }
    }
    // The nonce and block before the wallet sees anything: the node may not
    // know the transaction for a while after, or ever (trackSentTransaction).
    const context = await readSendContext(config, { chainId, address }).finally(() => setPreparing(false));
    const call = sendCallOf(request, token?.address);
    try {
      const hash = await sendTransactionAsync({
        chainId,
        ...call,
        gas: request.gas,
        ...(request.gasPrice !== undefined
          ? { gasPrice: request.gasPrice }
          : { maxFeePerGas: request.maxFeePerGas, maxPriorityFeePerGas: request.maxPriorityFeePerGas }),
      });
      const to = recipient.status === 'resolved' || recipient.status === 'ethereum-only' ? recipient.name : joinAtEllipsis(shortenAddress(request.to));
      const { recorded, sentAt } = trackSentTransaction({
        chainId,
        hash,
        description: t('recentDescription', { amount: formatAmount({ value: request.value, decimals, symbol, locale }).words, to }),
        call: { from: address, to: call.to, value: call.value, input: call.data ?? '0x' },
        context,
        addRecentTransaction,
      });
      // With our record, TransactionOutcomeWatcher follows it; without, the form follows its receipt.
      setSent({ hash, chainId, followReceipt: !recorded, sentAt, summary: { value: request.value, decimals, symbol, token: token?.address ?? null, to } });
      setValues((current) => ({ ...current, recipient: '', amount: '' }));
      fiat.setText('');
    } catch (error) {
      setSendError(walletErrorMessage(error));
    }
  };

  if (!isConnected) return <SendDisconnected />;
  if (chain === undefined) return <SendUnsupportedNetwork />;

  const showError = (name: keyof SendFormValues) => (values[name].trim() === '' && name !== 'amount' && name !== 'recipient' ? undefined : messageText(errors[name]));

  return (
    <>
      <form ref={form} className="panel send-form" onSubmit={onSubmit} noValidate aria-labelledby={PAGE_HEADING_ID}>
        <p className="muted">
          {t('onChain', { chain: chain.name })}{' '}
          <span data-testid="send-balance">
            {token && assetBalance !== undefined ? (
              <Amount value={assetBalance} decimals={token.decimals} symbol={token.symbol} />
            ) : balance.data ? (
              <Amount value={balance.data.value} decimals={balance.data.decimals} symbol={balance.data.symbol} />
            ) : balance.isError ? (
              t('balanceUnavailable')
            ) : (
              t('balanceLoading')
            )}
          </span>
        </p>
        <AssetSelect
          value={token?.address ?? null}
          nativeSymbol={nativeSymbol}
          tokens={heldTokens.map(({ token: held }) => held)}
          onChange={(address) => {
            setAssetAddress(address);
            setSendError(null);
          }}
        />
        <Field
          name="recipient"
          label={t('recipient')}
          inputMode="text"
          placeholder={t('recipientPlaceholder')}
          values={values}
          onChange={onChange}
          // A name with only an Ethereum address says so once: in its warning, with the box to tick.
          error={
            values.recipient.trim() === '' || recipient.status === 'resolving' || recipient.status === 'ethereum-only' || isPaymentLink(values.recipient)
              ? undefined
              : messageText(errors.recipient)
          }
          hint={recipientHint}
        />
        <PaymentLinkNotice link={link} chainName={chain.name} />
        {recipient.status === 'lookup-failed' && (
          <p className="field-action">
            <Button size="small" data-testid="recipient-retry" onClick={recipient.retry} disabled={recipient.retrying}>
              {recipient.retrying ? tApp('retrying') : tApp('retry')}
            </Button>
          </p>
        )}
        {recipient.status === 'ethereum-only' && ethereumOnlyKey && (
          <EthereumOnlyRecipient
            recipient={recipient}
            confirmed={ethereumAddressConfirmed}
            onConfirmedChange={(confirmed) => setAcceptedEthereumAddress(confirmed ? ethereumOnlyKey : null)}
          />
        )}
        <AmountField
          value={values.amount}
          onChange={(amount) => onChange('amount', amount)}
          error={(fiat.active ? fiat.text : values.amount).trim() === '' ? undefined : messageText(fiat.error ?? errors.amount)}
          chainId={chain.id}
          token={token?.address ?? null}
          symbol={symbol}
          decimals={decimals}
          amount={parseAmount(values.amount, decimals, decimalSeparator).value}
          fiat={fiat}
        />
        <p className="field-action">
          <Button onClick={() => onAddRecipient({ recipient: values.recipient, amount: formValues.amount })} data-testid="add-recipient">
            {t('addRecipient')}
          </Button>
        </p>
        <AdvancedFeeFields values={values} onChange={onChange} errorOf={showError} />
        <FeeSummary
          chainId={chain.id}
          fee={estimatedFee !== undefined && gas !== undefined && feePerGas !== undefined ? { wei: estimatedFee, gas, feePerGas } : undefined}
          nativeSymbol={nativeSymbol}
          feeError={feeError}
          sent={request && { value: request.value, decimals, symbol, token: token?.address ?? null }}
        />
        {estimateError && (
          <Notice tone="error" testId="estimate-error">
            {estimateError.reason ? t('wouldFail', { reason: estimateError.reason }) : t('wouldFailUnknown')}
          </Notice>
        )}
        {sendError && (
          <Notice tone="error" testId="send-error">
            {messageText(sendError)}
          </Notice>
        )}
        {!ready && !isPending && !preparing && (
          <SendBlockedReason id="send-blocked" recipient={formValues.recipient} amount={formValues.amount} error={Object.values(errors).find(Boolean)} estimating={gas === undefined && !estimateError} />
        )}
        <Button type="submit" variant="primary" disabled={!ready} aria-describedby={ready ? undefined : 'send-blocked'}>
          {isPending ? t('confirmInWallet') : t('submit')}
        </Button>
      </form>
      {sent && (
        <SentTransaction
          key={sent.hash}
          {...sent}
          explorerUrl={chain.blockExplorers?.default.url}
          onFinal={refetchBalances}
          onSendAnother={() => {
            setSent(null);
            const recipientInput = form.current?.elements.namedItem('recipient');
            if (recipientInput instanceof HTMLInputElement) recipientInput.focus();
          }}
        />
      )}
    </>
  );
}
