import type enUS from '@/messages/en-US.json';
import type { RouteLocale } from './locales';

/**
 * next-intl's types for this app (next-intl docs, "TypeScript
 * augmentation"): a key missing from `messages/en-US.json`, or a wrong
 * namespace, fails the typecheck.
 */
declare module 'next-intl' {
  interface AppConfig {
    Locale: RouteLocale;
    Messages: typeof enUS;
  }
}
