import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { isHash, type Hash } from 'viem';
import { useRefusalReason, useRequestErrorText } from '@/components/requests/useRequestErrorText';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { TextField } from '@/components/ui/TextField';
import type { PaymentRequestJson } from '@/lib/requests/paymentRequest';
import { ApiResponseError } from '@/lib/api/jsonApi';
import { reportPayment } from '@/lib/requests/requestClient';

/** Props of {@link CheckPayment}. */
export type CheckPaymentProps = {
  /** The request's id. */
  id: string;
  /** The request's network, as the page names it. */
  network: string;
  onRecorded: (paid: PaymentRequestJson) => void;
};

/**
 * "Paid from another wallet?": a "Transaction hash" field and "Check
 * payment", for a payment made elsewhere (a mobile wallet that scanned the
 * QR code). Anyone can use it: the server records the hash only if the
 * chain shows it pays the request, and says why not otherwise.
 */
export function CheckPayment({ id, network, onRecorded }: CheckPaymentProps) {
  const t = useTranslations('Pay');
  const errorText = useRequestErrorText();
  const refusalReason = useRefusalReason();
  const [hash, setHash] = useState('');
  const trimmed = hash.trim();
  const valid = isHash(trimmed);
  const check = useMutation({ mutationFn: (paid: Hash) => reportPayment(id, paid), onSuccess: onRecorded });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !check.isPending) check.mutate(trimmed as Hash);
  };
  const refusal = check.error instanceof ApiResponseError && (check.error.status === 422 || check.error.status === 409) ? t('refused', { reason: refusalReason(check.error) }) : check.error && errorText(check.error);
  return (
    <Card aria-labelledby="check-payment-heading">
      <form onSubmit={onSubmit} noValidate className="check-payment">
        <h2 id="check-payment-heading">{t('elsewhereHeading')}</h2>
        <p className="muted">{t('elsewhereHint', { chain: network })}</p>
        <TextField
          name="hash"
          label={t('transactionHash')}
          placeholder="0x…"
          value={hash}
          onChange={(event) => {
            setHash(event.target.value);
            check.reset();
          }}
          error={trimmed !== '' && !valid ? t('hashInvalid') : undefined}
        />
        {refusal && (
          <Notice tone="error" testId="check-payment-error">
            {refusal}
          </Notice>
        )}
        <Button type="submit" disabled={!valid || check.isPending} data-testid="check-payment">
          {check.isPending ? t('checking') : t('checkPayment')}
        </Button>
      </form>
    </Card>
  );
}
