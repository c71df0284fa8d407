import type { createAuthenticationAdapter } from '@rainbow-me/rainbowkit';
import { createSignInMessage } from './siweMessage';
import { AUTH_ROUTES, discardBody, fetchAuthRoute } from './authRequest';

/** RainbowKit's authentication adapter with a string (SIWE) message; the kit does not export the type by name. */
export type SiweAuthenticationAdapter = ReturnType<typeof createAuthenticationAdapter<string>>;

/** Parameters of {@link createSiweAuthenticationAdapter}. */
export type CreateSiweAuthenticationAdapterParameters = {
  /** Called after a successful verify or sign-out, to re-read the session. */
  onSessionChange: () => Promise<void> | void;
};

/**
 * RainbowKit's authentication adapter (`createAuthenticationAdapter`) for our
 * own SIWE server (EIP-4361):
 * - `getNonce`: `GET /api/auth/nonce`; throws {@link AuthRequestError} unless
 *   200, so the kit shows "Error preparing message, please retry!";
 * - `createMessage`: {@link createSignInMessage} for this page's host and
 *   origin, with a fresh nonce when the kit's one was already used;
 * - `verify`: `POST /api/auth/verify` with JSON `{ message, signature }`;
 *   `false` on any refusal, so the kit shows "Error verifying signature, please retry!";
 * - `signOut`: `POST /api/auth/logout`; never rejects; a call while one is
 *   under way shares it.
 */
export function createSiweAuthenticationAdapter({
  onSessionChange,
}: CreateSiweAuthenticationAdapterParameters): SiweAuthenticationAdapter {
  const getNonce = async () => (await fetchAuthRoute(AUTH_ROUTES.nonce)).text();
  // The kit fetches one nonce when the dialog opens and reuses it on every
  // retry, but the server spends a nonce on every verify attempt. A nonce
  // already put in a message is replaced by a fresh one, so "please retry!"
  // can succeed; the first attempt keeps the prefetched nonce (the kit
  // prefetches so that signing follows the click at once on mobile).
  const used = new Set<string>();
  let signingOut: Promise<void> | undefined;
  const signOutOnce = async () => {
    try {
      await discardBody(await fetch(AUTH_ROUTES.logout, { method: 'POST', credentials: 'same-origin' }));
    } catch {
      // Offline or server down: nothing more to do here.
    }
    await onSessionChange();
  };
  // The object the kit's `createAuthenticationAdapter` would return as is:
  // built here without it, so the kit's bundle stays out of the first load.
  return {
    getNonce,
    createMessage: async ({ nonce, address, chainId }) => {
      const fresh = used.has(nonce) ? await getNonce() : nonce;
      used.add(fresh);
      return createSignInMessage({
        address,
        chainId,
        nonce: fresh,
        domain: window.location.host,
        uri: window.location.origin,
      });
    },
    verify: async ({ message, signature }) => {
      const response = await fetch(AUTH_ROUTES.verify, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      });
      await discardBody(response);
      if (!response.ok) return false;
      await onSessionChange();
      return true;
    },
    // The kit calls signOut without awaiting or catching it (on disconnect
    // and account change), so it must never reject: the session is re-read
    // either way, and a failed logout leaves a session the server still knows.
    // A disconnect reaches both the kit and `SiweSessionProvider` (which signs
    // out without the kit loaded): calls while one is under way share it, so
    // the server sees one logout.
    signOut: () => {
      signingOut ??= signOutOnce().finally(() => {
        signingOut = undefined;
      });
      return signingOut;
    },
  };
}
