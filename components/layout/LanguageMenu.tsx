import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { LOCALE_NAMES, LOCALES, type RouteLocale } from '@/lib/i18n/locales';
import { localeCookie } from '@/lib/i18n/localeCookie';

/** Remembers the visitor's choice in Next.js's `NEXT_LOCALE` cookie, so that `/` opens in it next time. */
function rememberLocale(locale: RouteLocale): void {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}

/**
 * The language menu: a link to the same page in each language, named in
 * that language (`lang`, `hrefLang`), the current one marked. A plain list
 * of links, so it works before the page's scripts run and search engines
 * follow it to every locale; a click also stores the choice
 * (`NEXT_LOCALE`). The page keeps its path and query.
 */
export function LanguageMenu() {
  const t = useTranslations('Language');
  const { asPath, locale } = useRouter();
  return (
    <nav className="language-menu" aria-label={t('label')} data-testid="language-menu">
      <ul>
        {LOCALES.map((code) => (
          <li key={code}>
            <Link
              href={asPath}
              locale={code}
              hrefLang={code}
              lang={code}
              prefetch={false}
              aria-current={code === locale ? 'true' : undefined}
              data-testid={`language-${code}`}
              onClick={() => rememberLocale(code)}
            >
              {LOCALE_NAMES[code]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
