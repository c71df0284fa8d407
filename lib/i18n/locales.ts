/**
 * The languages the app speaks, as BCP 47 tags: the route prefixes of
 * Next.js's `i18n` routing (`next.config.ts`), the names of the message
 * catalogues in `messages/`, and RainbowKit's `locale` values. en-US is
 * the default and has no prefix (`/send`); the others have theirs
 * (`/de-DE/send`). How to add one: `docs/i18n.md`.
 */
export const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'es-419', 'ja-JP', 'zh-CN'] as const;

/** One of {@link LOCALES}. */
export type AppLocale = (typeof LOCALES)[number];

/** The locale of unprefixed paths, and of a visitor whose languages we do not speak. */
export const DEFAULT_LOCALE: AppLocale = 'en-US';

/**
 * The pseudo-locale: English with every string about 40% longer and
 * accented, to find text that overflows or was never put in a catalogue.
 * Routed in `next dev` and in test builds only (`PSEUDO_LOCALE=1`), never
 * in production.
 */
export const PSEUDO_LOCALE = 'en-XA' as const;

/** A route locale: one of {@link LOCALES}, or {@link PSEUDO_LOCALE} where it is routed. */
export type RouteLocale = AppLocale | typeof PSEUDO_LOCALE;

/** Each language's name in itself, as the language menu lists it. */
export const LOCALE_NAMES: Readonly<Record<RouteLocale, string>> = {
  'en-US': 'English',
  'de-DE': 'Deutsch',
  'fr-FR': 'Français',
  'es-419': 'Español',
  'ja-JP': '日本語',
  'zh-CN': '简体中文',
  'en-XA': 'Ëñğļîšĥ (pseudo)',
};

/** Whether `value` is one of {@link LOCALES}. */
export function isAppLocale(value: unknown): value is AppLocale {
  return (LOCALES as readonly unknown[]).includes(value);
}
