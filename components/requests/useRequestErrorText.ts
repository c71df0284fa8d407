import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { MAX_OPEN_REQUESTS, type PaymentRefusalCode, type RequestRefusalCode } from '@/lib/requests/paymentRequest';
import { ApiResponseError } from '@/lib/api/jsonApi';

/** Each refusal's message key in `Requests`, by the `code` the server gives. */
const REFUSAL_KEYS = {
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
  'too-many-open': 'requestRefusals.tooManyOpen',
  'not-open': 'requestRefusals.notOpen',
} as const satisfies Record<PaymentRefusalCode | RequestRefusalCode, string>;

type RefusalCode = keyof typeof REFUSAL_KEYS;

const isRefusalCode = (code: string | undefined): code is RefusalCode => code !== undefined && Object.hasOwn(REFUSAL_KEYS, code);

/**
 * Why the server refused, in the page's language: a refusal the user can
 * meet through the pages (a payment report, the open-request limit, a
 * cancel that lost a race) by its `code`; any other (a 400 or 403 only a
 * hand-made call gets) quotes the server's sentence, which names what is
 * wrong in English.
 */
export function useRefusalReason(): (error: ApiResponseError) => string {
  const t = useTranslations('Requests');
  return useCallback((error: ApiResponseError) => (isRefusalCode(error.code) ? t(REFUSAL_KEYS[error.code], { max: MAX_OPEN_REQUESTS }) : error.message), [t]);
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
      if (!(error instanceof ApiResponseError)) return t('errorOffline');
      if (error.status === 401) return t('errorSignIn');
      if (error.status === 429) return t('errorBusy');
      if (error.status >= 500) return t('errorUnavailable');
      return t('errorRefused', { reason: refusalReason(error) });
    },
    [t, refusalReason],
  );
}
