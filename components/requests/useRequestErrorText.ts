import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { PaymentRefusalCode } from '@/lib/requests/paymentRequest';
import { RequestApiError } from '@/lib/requests/requestClient';

/** Each payment refusal's message key in `Requests`. */
const PAYMENT_REFUSAL_KEYS = {
  'not-found': 'paymentRefusals.notFound',
  pending: 'paymentRefusals.pending',
  reverted: 'paymentRefusals.reverted',
  'before-request': 'paymentRefusals.beforeRequest',
  'own-account': 'paymentRefusals.ownAccount',
  'wrong-recipient': 'paymentRefusals.wrongRecipient',
  'too-little': 'paymentRefusals.tooLittle',
  'no-trace': 'paymentRefusals.noTrace',
  'paid-another-request': 'paymentRefusals.paidAnotherRequest',
  'already-paid': 'paymentRefusals.alreadyPaid',
} as const satisfies Record<PaymentRefusalCode, string>;

const isPaymentRefusalCode = (code: string | undefined): code is PaymentRefusalCode => code !== undefined && Object.hasOwn(PAYMENT_REFUSAL_KEYS, code);

/**
 * Why the server refused, in the page's language: a payment refusal by its
 * `code`; any other (400, 403, a 409 or 422 without a known code) quotes
 * the server's sentence, which names what is wrong in English.
 */
export function useRefusalReason(): (error: RequestApiError) => string {
  const t = useTranslations('Requests');
  return useCallback((error: RequestApiError) => (isPaymentRefusalCode(error.code) ? t(PAYMENT_REFUSAL_KEYS[error.code]) : error.message), [t]);
}

/**
 * Turns a failure of the request API (`lib/requests/requestClient.ts`)
 * into a sentence in the page's language: signed out, too many, the
 * database or node away, offline; any other refusal gives its reason
 * ({@link useRefusalReason}).
 */
export function useRequestErrorText(): (error: unknown) => string {
  const t = useTranslations('Requests');
  const refusalReason = useRefusalReason();
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof RequestApiError)) return t('errorOffline');
      if (error.status === 401) return t('errorSignIn');
      if (error.status === 429) return t('errorBusy');
      if (error.status >= 500) return t('errorUnavailable');
      return t('errorRefused', { reason: refusalReason(error) });
    },
    [t, refusalReason],
  );
}
