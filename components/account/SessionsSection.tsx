import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { isAddressEqual, type Address } from 'viem';
import { ApiResponseError } from '@/lib/api/jsonApi';
import { fetchSessions, SESSIONS_QUERY_KEY, signOutOtherSessions, signOutSession, type SessionEntry } from '@/lib/auth/sessionsRequest';
import { useSiweSession } from '@/components/signIn/SiweSessionProvider';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { RelativeTime } from '@/components/ui/RelativeTime';
import { useWalletKit } from '@/components/walletKit/useWalletKit';

/** The visitor's words for a failed sessions call: signed out, the database away, an ended session, or anything else. */
function useSessionsErrorText(): (error: unknown) => string {
  const t = useTranslations('Sessions');
  return (error) => {
    if (error instanceof ApiResponseError) {
      if (error.status === 401) return t('errorSignedOut');
      if (error.status === 404) return t('errorEnded');
      if (error.status === 503) return t('errorUnavailable');
    }
    return t('errorOther');
  };
}

/** Props of {@link SessionRow}. */
type SessionRowProps = {
  session: SessionEntry;
  /** Signs this session out; `pending` while it runs. */
  onSignOut?: () => void;
  pending: boolean;
};

/** One session: its device, "This browser" for the caller's, when it signed in and was last active, and Sign out for the others. */
function SessionRow({ session, onSignOut, pending }: SessionRowProps) {
  const t = useTranslations('Sessions');
  const describedBy = useId();
  return (
    <li className="session-item" data-testid="session-item" data-current={session.current}>
      <div id={describedBy}>
        <span className="session-head">
          <span className="session-device">{session.device}</span>
          {session.current && (
            <span className="status-pill tone-info" data-testid="session-this-browser">
              {t('thisBrowser')}
            </span>
          )}
        </span>
        <span className="session-times muted">
          <span>{t.rich('signedIn', { time: () => <RelativeTime value={Date.parse(session.createdAt)} /> })}</span>
          <span>{t.rich('lastActive', { time: () => <RelativeTime value={Date.parse(session.lastSeenAt)} /> })}</span>
        </span>
      </div>
      {onSignOut && (
        <Button size="small" onClick={onSignOut} disabled={pending} aria-describedby={describedBy} data-testid="session-sign-out">
          {t('signOut')}
        </Button>
      )}
    </li>
  );
}

/**
 * The signed-in address's sessions (`GET /api/auth/sessions`): each one's
 * device, when it signed in and was last active, "This browser" for this
 * one, a Sign out for each of the others, and "Sign out of all other
 * sessions". Read again when the tab comes back into view. A sign-out
 * takes effect on the server at once: that browser is signed out at its
 * next request.
 */
function SignedInSessions({ address }: { address: Address }) {
  const t = useTranslations('Sessions');
  const tAccount = useTranslations('Account');
  const tApp = useTranslations('App');
  const errorText = useSessionsErrorText();
  const queryClient = useQueryClient();
  const queryKey = [...SESSIONS_QUERY_KEY, address];
  const sessions = useQuery({ queryKey, queryFn: fetchSessions, refetchOnWindowFocus: true, meta: { persist: false } });
  const reread = () => queryClient.invalidateQueries({ queryKey });
  const signOutOne = useMutation({ mutationFn: signOutSession, onSettled: reread });
  const signOutOthers = useMutation({ mutationFn: signOutOtherSessions, onSettled: reread });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The button pressed is gone with its row: the reader goes on from the section's heading.
  const settled = signOutOne.isSuccess || signOutOthers.isSuccess;
  useEffect(() => {
    if (settled && (document.activeElement === null || document.activeElement === document.body)) headingRef.current?.focus();
  }, [settled, sessions.data]);

  const others = sessions.data?.filter((session) => !session.current) ?? [];
  const failure = signOutOne.error ?? signOutOthers.error;
  return (
    <>
      <h2 id="sessions-heading" className="focus-target" ref={headingRef} tabIndex={-1}>
        {t('heading')}
      </h2>
      <p className="muted">{t('intro')}</p>
      {sessions.isPending ? (
        <p className="muted">{tAccount('loading')}</p>
      ) : sessions.isError ? (
        <Notice tone="error" testId="sessions-failed" action={<Button onClick={() => void sessions.refetch()}>{tApp('retry')}</Button>}>
          {errorText(sessions.error)}
        </Notice>
      ) : (
        <>
          <ul className="session-list" data-testid="session-list">
            {sessions.data.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                pending={signOutOne.isPending && signOutOne.variables === session.id}
                onSignOut={session.current ? undefined : () => signOutOne.mutate(session.id)}
              />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="muted" data-testid="sessions-only-this">
              {t('onlyThis')}
            </p>
          ) : (
            <Button onClick={() => signOutOthers.mutate()} disabled={signOutOthers.isPending} data-testid="sessions-sign-out-others">
              {t('signOutOthers')}
            </Button>
          )}
        </>
      )}
      <p role="status" className="session-outcome">
        {signOutOthers.isSuccess && t('signedOutOthers', { count: signOutOthers.data })}
      </p>
      {failure && <Notice tone="error">{errorText(failure)}</Notice>}
    </>
  );
}

/**
 * `/account`'s Sessions card: with sign-in on, where the connected
 * address is signed in ({@link SignedInSessions}), or while it is not
 * signed in, a line and a Sign in button. Renders nothing with sign-in off.
 */
export function SessionsSection({ address }: { address: Address }) {
  const t = useTranslations('Sessions');
  const { status, session } = useSiweSession();
  const { connect } = useWalletKit();
  if (status === undefined) return null;
  const signedIn = status === 'authenticated' && session !== null && isAddressEqual(session.address, address);
  return (
    <Card aria-labelledby="sessions-heading" data-testid="sessions-section">
      {signedIn ? (
        <SignedInSessions address={address} />
      ) : (
        <>
          <h2 id="sessions-heading">{t('heading')}</h2>
          <p className="muted" data-testid="sessions-signed-out">
            {status === 'loading' ? t('checking') : t('signInToSee')}
          </p>
          {status === 'unauthenticated' && <Button onClick={connect}>{t('signIn')}</Button>}
        </>
      )}
    </Card>
  );
}
