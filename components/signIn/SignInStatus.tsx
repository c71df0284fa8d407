import { isAddressEqual, type Address } from 'viem';
import { shortenAddress } from '@/lib/format/shortenAddress';
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
 * The session's address is in `data-signed-in-as`. Renders nothing when
 * sign-in is off.
 */
export function SignInStatus({ address, testId }: SignInStatusProps) {
  const { status, session } = useSiweSession();
  if (!status) return null;
  const signedIn = status === 'authenticated' && session ? session : undefined;
  const text = signedIn
    ? isAddressEqual(signedIn.address, address)
      ? 'Signed in with Ethereum'
      : `Signed in as ${shortenAddress(signedIn.address)}`
    : status === 'loading'
      ? 'Checking…'
      : 'Not signed in';
  return (
    <>
      <dt>Sign-in</dt>
      <dd data-testid={testId} data-signed-in-as={signedIn?.address}>
        {text}
      </dd>
    </>
  );
}
