import { IntlErrorCode, type IntlError } from 'next-intl';

/**
 * next-intl's `onError`: logs every error with `console.error`, as
 * next-intl's default does, except `ENVIRONMENT_FALLBACK` for a missing
 * time zone. next-intl reports that whenever a page renders on the server
 * without a global `timeZone`; we set none on purpose, since the server
 * renders no dates and every date is formatted with the visitor's time
 * zone passed explicitly (`visitorTimeZone` in `./timeZone.ts`). See
 * https://next-intl.dev/docs/usage/configuration#error-handling.
 *
 * @param error - the error next-intl reports.
 */
export function reportIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.ENVIRONMENT_FALLBACK) return;
  console.error(error);
}
