import { useFormatter } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { visitorTimeZone } from '@/lib/i18n/timeZone';

/** Props of {@link RequestExpiry}. */
export type RequestExpiryProps = {
  /** When the request expires, ISO 8601 (the API's `expiresAt`). */
  value: string;
};

/** The date, the time and the zone's name, which a reader in another zone needs ("Mar 14, 2031, 6:30 PM GMT+9"). */
const EXPIRY_FORMAT = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;

const subscribeToNothing = () => () => undefined;

/**
 * When a request expires, as a `<time>`: in UTC where the server renders
 * it (the server cannot know the reader's zone), then, once the page has
 * hydrated, in the visitor's own zone. `useSyncExternalStore`'s server
 * snapshot is the one React hydrates with, so the first render matches the
 * server's HTML and the second brings the local time (React docs,
 * `useSyncExternalStore`, "Adding support for server rendering").
 */
export function RequestExpiry({ value }: RequestExpiryProps) {
  const format = useFormatter();
  const hydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return (
    <time dateTime={value}>
      {format.dateTime(Date.parse(value), { ...EXPIRY_FORMAT, timeZone: hydrated ? visitorTimeZone() : 'UTC' })}
    </time>
  );
}
