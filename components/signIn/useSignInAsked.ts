import { useRouter } from 'next/compat/router';

/**
 * Routes where connecting asks for no sign-in: paying a request needs no
 * session, since the chain and the server's watcher decide, and a payer
 * should not learn to sign whatever a page puts in front of them. A
 * session already there stays.
 */
const ROUTES_WITHOUT_SIGN_IN: ReadonlySet<string> = new Set(['/pay/[id]']);

/**
 * Whether the page on show asks a connected visitor to sign in (EIP-4361)
 * when sign-in is on: everywhere but `/pay/<id>`. The kit's
 * authentication provider takes it as `enabled`, and the header shows the
 * account, not "Connect Wallet", to a payer connected without a session.
 * Outside a page (component tests, `next/compat/router` gives `null`), true.
 */
export function useSignInAsked(): boolean {
  const route = useRouter()?.pathname;
  return route === undefined || !ROUTES_WITHOUT_SIGN_IN.has(route);
}
