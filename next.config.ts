import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { parseAppConfig } from './lib/config/appConfig';
import { readPublicEnv, readServerEnv } from './lib/config/env';
import { InvalidEnvError } from './lib/config/InvalidEnvError';
import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE } from './lib/i18n/locales';
import { securityHeaderRules } from './lib/security/securityHeaders';
import { checkServerEnv, parseServerConfig } from './lib/config/server/serverConfig';

/** Runs `check`; stops the process with a message naming the variable at fault. */
function exitOnInvalidEnv<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof InvalidEnvError) {
      console.error(`\nInvalid configuration: ${error.message}\nSee .env.example for every variable and its default.\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * next-intl's plugin, for its ahead-of-time compilation of the catalogues
 * in `messages/` (next-intl docs, "Next.js plugin", `messages.precompile`):
 * a page receives its messages compiled, and the browser gets a formatter
 * of about 1 kB instead of the ICU parser (about 9 kB). Its request config
 * serves the App Router only; this app has none (`lib/i18n/request.ts`).
 */
const withMessageCatalogues = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * Validates the environment before anything is built or served: a bad value
 * stops `next build`, `next dev` and `next start` here, with a message naming
 * the variable, instead of shipping a broken page. `next start` in production
 * also refuses to run without a proper `SESSION_SECRET`.
 *
 * Every response gets the security headers of `lib/security/securityHeaders.ts`
 * (Content-Security-Policy, nosniff, Referrer-Policy, Permissions-Policy,
 * HSTS in production) from `headers()`, and `/manifest.json` the CORS
 * headers Safe{Wallet} needs. `next build` evaluates `headers()` and stores
 * the result in the build (like the inlined `NEXT_PUBLIC_*` values), so the
 * policy lists the RPC URLs the build was made for.
 */
export default function config(phase: string): NextConfig {
  const appConfig = exitOnInvalidEnv(() => parseAppConfig(readPublicEnv()));
  const serverEnv = readServerEnv();
  // `next dev` is the only development phase; build and start are production.
  const production = phase !== PHASE_DEVELOPMENT_SERVER;
  const { pseudoLocale } =
    phase === PHASE_PRODUCTION_SERVER && serverEnv.NODE_ENV === 'production'
      ? exitOnInvalidEnv(() => parseServerConfig(serverEnv))
      : exitOnInvalidEnv(() => checkServerEnv(serverEnv));
  const withCatalogues = withMessageCatalogues({
    reactStrictMode: true,
    poweredByHeader: false,
    // The dev server is opened as http://127.0.0.1 as often as localhost.
    allowedDevOrigins: ['127.0.0.1'],
    // No dev indicator: its static/dynamic badge is all that reads the ISR
    // manifest `next dev` sends as soon as the HMR socket opens, and the
    // Pages Router's client reads it through `window.next.router` before
    // hydration has made one ("[HMR] Invalid message: isrManifest …
    // reading 'components'", vercel/next.js#71974). See docs/testing.md.
    devIndicators: false,
    // `next dev` forwards the browser's warnings to the terminal by default,
    // so the placeholder WalletConnect id's warning came once per page
    // load; the server prints it once at start. Browser errors still come.
    logging: { browserToTerminal: 'error' },
    // The type check is `tsc --noEmit`, run by `npm run build` before
    // `next build` and by `npm test` before the e2e suite builds: Next.js's
    // own pass (27 s on 2 cores) would repeat it in every build.
    typescript: { ignoreBuildErrors: true },
    // The e2e suite and the benchmark build into their own folder so that a
    // test build never overwrites the developer's `.next`.
    distDir: serverEnv.NEXT_DIST_DIR || '.next',
    // Loaded by Node.js as installed, not bundled: PGlite finds its
    // WebAssembly and data files beside its own modules.
    serverExternalPackages: ['@electric-sql/pglite', 'pg'],
    // Bundled on the server too, so that next-intl's alias of its formatter
    // to the one for precompiled messages applies there as in the browser:
    // loaded as installed, the pages' server render gets the ICU formatter,
    // which cannot read a precompiled message with arguments.
    transpilePackages: ['next-intl', 'use-intl'],
    experimental: {
      // Turbopack's shared browser runtime seeds each page's chunk list with
      // an inline <script> whose content differs per page and per build, so
      // a Content-Security-Policy could allow it only with a nonce (no
      // static pages) or a hash known after `headers()` has been evaluated.
      // Without the shared runtime each page loads that list from its own
      // chunk: no inline script, `script-src 'self'`. Cost: about 4 kB
      // gzipped of duplicated runtime per page. Production only: `next dev`
      // allows inline scripts anyway, and would list the experiment as
      // "⨯ turbopackSharedRuntime" at every start, which reads like an error.
      ...(production ? { turbopackSharedRuntime: false } : {}),
      // Fewer, larger chunks: a first visit over HTTP/1.1 (`next start`, or
      // a proxy that does not speak HTTP/2 to the browser) fetches at most
      // six files at once per host, and the default 50 kB floor split the
      // first load into eight scripts plus three manifests. With a 300 kB
      // floor it is five, and "Connect Wallet" works about 20 ms sooner
      // (docs/page-load.md). The cost: lazy chunks repeat more shared code
      // (all chunks together grow 15 %, the first load shrinks 1.7 kB).
      // The option is experimental: should an upgrade drop it, Next.js warns
      // and chunks by its defaults again.
      turbopackChunking: { minChunkSize: 300_000 },
    },
    async headers() {
      return securityHeaderRules(appConfig, { production });
    },
  });
  return {
    ...withCatalogues,
    // Locale routing (`lib/i18n/locales.ts`): `/` is en-US, `/de-DE/…` German.
    // Next.js's own detection is off: `proxy.ts` redirects a first visit to `/`.
    // Added after next-intl's plugin, which reads nothing of it and would
    // warn at every build that App Router apps should drop it.
    i18n: {
      locales: !production || pseudoLocale ? [...LOCALES, PSEUDO_LOCALE] : [...LOCALES],
      defaultLocale: DEFAULT_LOCALE,
      localeDetection: false,
    },
  };
}
