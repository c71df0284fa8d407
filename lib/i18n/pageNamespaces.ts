/**
 * The message namespaces each page's HTML carries (next-intl's "Providing
 * only the necessary messages" for the Pages Router: `pick` in
 * `getStaticProps`): those read by what the page can render, lazily loaded
 * parts included, and by every page's shell (`pages/_app.tsx`: header,
 * footer, wallet providers). A page carries no other, so its
 * `__NEXT_DATA__` is lighter. `pageNamespaces.test.ts` follows each page's
 * imports and fails when a list misses a namespace, or names one no part
 * of the page reads.
 */
export const PAGE_NAMESPACES = {
  home: ['Account', 'App', 'Errors', 'Header', 'Home', 'Language', 'Prices', 'SignIn', 'Wallet'],
  send: ['App', 'Batch', 'Errors', 'Header', 'Language', 'Prices', 'Send', 'SignIn', 'Status', 'Transactions', 'Wallet'],
  requests: ['App', 'Errors', 'Header', 'Language', 'Prices', 'Requests', 'SignIn', 'Wallet'],
  account: ['Account', 'App', 'Batch', 'Errors', 'Header', 'Language', 'Prices', 'Send', 'Sessions', 'SignIn', 'Status', 'Tokens', 'Transactions', 'Wallet'],
  pay: ['App', 'Errors', 'Header', 'Language', 'Pay', 'Prices', 'Requests', 'Send', 'SignIn', 'Wallet'],
  error: ['App', 'ErrorPage', 'Errors', 'Header', 'Language', 'Prices', 'SignIn', 'Wallet'],
} as const satisfies Record<string, readonly string[]>;

/** A page whose messages are picked: a key of {@link PAGE_NAMESPACES}. */
export type MessagesPage = keyof typeof PAGE_NAMESPACES;
