import type enUS from '@/messages/en-US.json';

/** A key of the `Errors` catalogue namespace (`messages/en-US.json`). */
export type ErrorKey = keyof (typeof enUS)['Errors'];

/** Values a message interpolates: ICU arguments, by name (`{symbol}`, `{count, plural, …}`). */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Something to tell the visitor, from code without React (`lib/`): a key of
 * the `Errors` namespace and its values. The page turns it into text in the
 * visitor's language (`components/i18n/useMessageText.ts`); tests compare
 * keys, not English.
 */
export type Message = { readonly key: ErrorKey; readonly values?: MessageValues };

/** Builds a {@link Message}. */
export function message(key: ErrorKey, values?: MessageValues): Message {
  return values ? { key, values } : { key };
}
