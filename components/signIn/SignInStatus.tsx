import { SIWE_STATEMENT } from '@/lib/auth/siweMessage';
import { useTranslations } from 'next-intl';
import { isAddressEqual, type Address } from 'viem';
import { joinAtEllipsis, shortenAddress } from '@/lib/format/shortenAddress';
import { useSiweSession } from './SiweSessionProvider';

/** Props of {@link SignInStatus}. */
export type SignInStatusProps = {
  /** The connected account, shown in full beside this status. */
  address: Address;
  /** `data-testid` of the status. */
  testId: string;
};

/**
 * The Sign-In with Ethereum (EIP-4361) status of a card: "Signed in with
 * Ethereum" for the connected account, which the card shows already (so
 * the address is not repeated); "Signed in as 0x1234…abcd" for a session of
 * another account; "Checking…" while the server is asked; "Not signed in".
 * The session's address is in `data-signed-in-as`. While not signed in, a
 * second line says, in the page's language, that the wallet will show the
 * SIWE statement in English, word for word (`SIWE_STATEMENT`: the server
 * checks it). Renders nothing when sign-in is off.
 */
export function SignInStatus({ address, testId }: SignInStatusProps) {
  const t = useTranslations('SignIn');
  const { status, session } = useSiweSession();
  if (!status) return null;
  const signedIn = status === 'authenticated' && session ? session : undefined;
  const text = signedIn
    ? isAddressEqual(signedIn.address, address)
      ? t('signedIn')
      : t('signedInAs', { address: joinAtEllipsis(shortenAddress(signedIn.address)) })
    : status === 'loading'
      ? t('checking')
      : t('notSignedIn');
  return (
    <>
      <dt>{t('label')}</dt>
      <dd data-testid={testId} data-signed-in-as={signedIn?.address}>
        {text}
      </dd>
      {status === 'unauthenticated' && (
        <dd className="field-hint sign-in-statement" data-testid={`${testId}-statement`}>
          {t('statementNote', { statement: SIWE_STATEMENT })}
        </dd>
      )}
    </>
  );
}
