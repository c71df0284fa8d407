import type { AuthenticationStatus } from '@rainbow-me/rainbowkit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAccount, useAccountEffect } from 'wagmi';
import { createSiweAuthenticationAdapter, type SiweAuthenticationAdapter } from '@/lib/auth/authenticationAdapter';
import { fetchSession, SESSION_QUERY_KEY, takePrefetchedSession } from '@/lib/auth/sessionRequest';
import type { SignedInSession } from '@/lib/auth/signedInSession';

/** What {@link useSiweSession} returns. */
export type SiweSessionState = {
  /** `undefined` when sign-in is off (`NEXT_PUBLIC_SIWE=off`). */
  status: AuthenticationStatus | undefined;
  /** The signed-in visitor, when `status` is `authenticated`. */
  session: SignedInSession | null;
  /** The adapter `WalletKit` hands the kit; `undefined` when sign-in is off. */
  adapter: SiweAuthenticationAdapter | undefined;
  /** Whether the last read of the session failed (the server answered 503, or none): `status` is then `unauthenticated`. */
  failed: boolean;
  /** Reads the session again. */
  retry: () => void;
};

const SiweSessionContext = createContext<SiweSessionState>({ status: undefined, session: null, adapter: undefined, failed: false, retry: () => undefined });

/** The sign-in status, session and adapter, for the header, the account panel and `WalletKit`. */
export function useSiweSession(): SiweSessionState {
  return useContext(SiweSessionContext);
}

/** Props of {@link SiweSessionProvider}. */
export type SiweSessionProviderProps = {
  /** Sign-in step on or off; off renders the kit exactly as without it. */
  enabled: boolean;
  children: ReactNode;
};

/**
 * Wires our SIWE server into RainbowKit: the status from
 * `GET /api/auth/session` (an error counts as signed out, `failed`, with a
 * retry), and the adapter.
 * A disconnect, or a session for another address, signs out; a network
 * switch keeps the session. With sign-in off the kit's authentication
 * provider is not rendered: even disabled, it signs out on every disconnect.
 */
export function SiweSessionProvider({ enabled, children }: SiweSessionProviderProps) {
  const queryClient = useQueryClient();
  const sessionQuery = {
    queryKey: SESSION_QUERY_KEY,
    // The first read takes the request `prefetchSession` started early.
    queryFn: () => takePrefetchedSession() ?? fetchSession(),
    staleTime: Infinity,
    meta: { persist: false },
  };
  // Ask for the session while the page hydrates, not after: the header
  // waits for it before showing a returning visitor's account.
  // `useQuery` alone would start once the persisted cache is restored.
  useState(() => {
    if (enabled && typeof window !== 'undefined') void queryClient.prefetchQuery(sessionQuery);
  });
  const { data, isPending, isError, refetch } = useQuery({
    ...sessionQuery,
    enabled,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
  const adapter = useMemo(
    () =>
      createSiweAuthenticationAdapter({
        onSessionChange: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      }),
    [queryClient],
  );
  const session = data ?? null;
  const status: AuthenticationStatus | undefined = !enabled
    ? undefined
    : isPending
      ? 'loading'
      : session
        ? 'authenticated'
        : 'unauthenticated';

  const { address, status: accountStatus } = useAccount();
  useEffect(() => {
    if (accountStatus === 'connected' && session && address !== session.address) void adapter.signOut();
  }, [accountStatus, address, session, adapter]);
  // The kit signs out on disconnect too, but it loads only when needed
  // (`WalletKitLoader`); the adapter merges the two calls into one logout.
  useAccountEffect({
    onDisconnect: () => {
      if (enabled && queryClient.getQueryData(SESSION_QUERY_KEY)) void adapter.signOut();
    },
  });

  const failed = enabled && isError;
  const state = useMemo(
    () => ({ status, session, adapter: enabled ? adapter : undefined, failed, retry: () => void refetch() }),
    [status, session, adapter, enabled, failed, refetch],
  );
  return <SiweSessionContext.Provider value={state}>{children}</SiweSessionContext.Provider>;
}
