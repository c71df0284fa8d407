import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import type { Message } from '@/lib/i18n/message';
import enUS from '@/messages/en-US.json';

const translateError = createTranslator({ locale: 'en-US', messages: enUS, namespace: 'Errors' });

/**
 * A {@link Message} from `lib/` in en-US, as the page shows it: unit tests
 * assert what a visitor reads (`messages/en-US.json`), not the key.
 */
export function enText(message: Message | null | undefined): string | undefined {
  return message ? translateError(message.key, message.values) : undefined;
}

/** The en-US catalogue around a component under test, as `pages/_app.tsx` provides it on a page. */
export function WithMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en-US" messages={enUS} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
