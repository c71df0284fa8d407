let zone: string | undefined;

/**
 * The visitor's IANA time zone (e.g. `Europe/Berlin`), which dates are
 * shown in: pass it to next-intl's `format.dateTime` as `timeZone`. Read
 * on first use, not as the page loads: a page's first
 * `Intl.DateTimeFormat` loads the browser's time zone data, about 30 ms
 * of main thread before the header could hydrate. The server renders one
 * date, a request's expiry on `/pay/<id>`, in UTC; `RequestExpiry` shows
 * it in this zone once the page has hydrated.
 */
export function visitorTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}
