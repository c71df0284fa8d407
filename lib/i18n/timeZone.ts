/**
 * The IANA time zone dates are shown in: the visitor's own in the browser,
 * UTC on the server (which renders no dates: they all come from the
 * wallet or the visitor's storage, after hydration).
 */
export const TIME_ZONE: string = typeof window === 'undefined' ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone;
