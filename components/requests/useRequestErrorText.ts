import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { RequestApiError } from '@/lib/requests/requestClient';

/**
 * Turns a failure of the request API (`lib/requests/requestClient.ts`)
 * into a sentence in the page's language: signed out, too many, the
 * database or node away, offline; any other refusal quotes the server's
 * reason (400, 403, 409, 422), which names what is wrong in English.
 */
export function useRequestErrorText(): (error: unknown) => string {
  const t = useTranslations('Requests');
  return useCallback(
    (error: unknown) => {
      if (!(error instanceof RequestApiError)) return t('errorOffline');
      if (error.status === 401) return t('errorSignIn');
      if (error.status === 429) return t('errorBusy');
      if (error.status >= 500) return t('errorUnavailable');
      return t('errorRefused', { reason: error.message });
    },
    [t],
  );
}
