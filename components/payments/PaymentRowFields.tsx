import { useTranslations } from 'next-intl';
import { useRecipientHint } from '@/components/send/useRecipientHint';
import { useEffect, type Ref } from 'react';
import type { Address } from 'viem';
import { FiatValue } from '@/components/prices/FiatValue';
import { EthereumOnlyRecipient } from '@/components/send/EthereumOnlyRecipient';
import { useRecipient, type RecipientChain } from '@/components/send/useRecipient';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { ethereumOnlyConfirmationKey, type RecipientResolution } from '@/lib/transactions/sendForm';

/**
 * One payment row as typed. `share` is used in Split mode, `amount`
 * otherwise. `confirmedFor` is the `ethereumOnlyConfirmationKey` the sender
 * ticked "controls this address" for, or `null`.
 */
export type PaymentRowValues = { key: number; recipient: string; amount: string; share: string; confirmedFor: string | null };

/** Props of {@link PaymentRowFields}. */
export type PaymentRowFieldsProps = {
  index: number;
  row: PaymentRowValues;
  chain: RecipientChain;
  /** The second field: the amount, or the recipient's share of a split. */
  second: { name: 'amount' | 'share'; label: string; hint?: string | undefined };
  errors: { recipient?: string | undefined; amount?: string | undefined };
  onChange: (key: number, change: Partial<PaymentRowValues>) => void;
  /** Tells the form where this row's recipient stands (resolved per chain, as in the single form). */
  onResolution: (key: number, resolution: RecipientResolution) => void;
  /** Removes the row; absent when it is the only one. */
  onRemove?: (() => void) | undefined;
  /** The recipient field's element, for the form to move focus to. */
  recipientRef?: Ref<HTMLInputElement> | undefined;
  /** What the payment sends, once its amount reads as one: its value in the visitor's currency shows under it. */
  worth?: { token: Address | null; amount: bigint; decimals: number } | undefined;
};

/**
 * One payment of a batch: a fieldset "Payment N" with the single form's
 * Recipient field (0x address or ENS name, `useRecipient`, with its
 * Ethereum-only warning) and Amount (or Share) field, each message beside
 * its field, what the payment is worth in the visitor's currency, and in
 * its corner an icon button "Remove payment N".
 */
export function PaymentRowFields({ index, row, chain, second, errors, onChange, onResolution, onRemove, recipientRef, worth }: PaymentRowFieldsProps) {
  const t = useTranslations('Batch');
  const tSend = useTranslations('Send');
  const recipient = useRecipient(row.recipient, chain);
  const { retry: _retry, retrying: _retrying, ...resolution } = recipient;
  // A new object each render: the form hears of it when what it says changes.
  const said = JSON.stringify(resolution);
  useEffect(() => {
    onResolution(row.key, JSON.parse(said) as RecipientResolution);
  }, [row.key, said, onResolution]);
  const hint = useRecipientHint(recipient);
  const confirmationKey = ethereumOnlyConfirmationKey(recipient, chain.id);
  const quiet = row.recipient.trim() === '' || recipient.status === 'resolving' || recipient.status === 'ethereum-only';
  return (
    <fieldset className="payment-row" data-testid={`payment-${index + 1}`}>
      <legend>{t('payment', { number: index + 1 })}</legend>
      <TextField
        ref={recipientRef}
        name="recipient"
        testKey={`recipient-${index + 1}`}
        label={tSend('recipient')}
        placeholder={tSend('recipientPlaceholder')}
        inputMode="text"
        value={row.recipient}
        hint={hint}
        error={quiet ? undefined : errors.recipient}
        onChange={(event) => onChange(row.key, { recipient: event.target.value, confirmedFor: null })}
      />
      {recipient.status === 'ethereum-only' && confirmationKey && (
        <EthereumOnlyRecipient
          recipient={recipient}
          confirmed={row.confirmedFor === confirmationKey}
          onConfirmedChange={(confirmed) => onChange(row.key, { confirmedFor: confirmed ? confirmationKey : null })}
        />
      )}
      <TextField
        name={second.name}
        testKey={`${second.name}-${index + 1}`}
        label={second.label}
        placeholder={second.name === 'share' ? '50' : tSend('amountPlaceholder')}
        inputMode="decimal"
        value={row[second.name]}
        hint={second.hint}
        error={row[second.name].trim() === '' ? undefined : errors.amount}
        onChange={(event) => onChange(row.key, { [second.name]: event.target.value })}
        // Beside the label, as on the send form: typing never moves the rows below.
        aside={worth ? <FiatValue chainId={chain.id} parts={[worth]} testId={`payment-fiat-${index + 1}`} /> : null}
      />
      {onRemove && (
        <Button size="small" variant="quiet" className="payment-remove" onClick={onRemove} aria-label={t('removePayment', { number: index + 1 })} title={t('removePayment', { number: index + 1 })}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Button>
      )}
    </fieldset>
  );
}
