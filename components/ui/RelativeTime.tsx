import { useFormatter, useNow } from 'next-intl';
import { visitorTimeZone } from '@/lib/i18n/timeZone';

/** Props of {@link RelativeTime}. */
export type RelativeTimeProps = {
  /** When it happened, in ms since the Unix epoch. */
  value: number;
  testId?: string;
};

/**
 * When something happened, from now, in the visitor's language ("5 minutes
 * ago", next-intl's `relativeTime`), kept current once a minute
 * (`useNow`); the date and time in full, in the visitor's time zone, in
 * its title and `dateTime`.
 */
export function RelativeTime({ value, testId }: RelativeTimeProps) {
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  return (
    <time
      dateTime={new Date(value).toISOString()}
      title={format.dateTime(value, { timeZone: visitorTimeZone(), dateStyle: 'medium', timeStyle: 'short' })}
      data-testid={testId}
    >
      {format.relativeTime(value, now)}
    </time>
  );
}
