import { safeImageUrl } from '@/lib/format/safeImageUrl';
import { shortenAddress } from '@/lib/format/shortenAddress';

/** Props of {@link AccountIdentity}. */
export type AccountIdentityProps = {
  address: string;
  ensName?: string | undefined;
  /** Avatar URL from the kit (ENS avatar record, resolved by wagmi). */
  ensAvatar?: string | undefined;
  /** Heading level: `h1` on /account, `h2` in the home page panel. */
  as?: 'h1' | 'h2';
  headingId: string;
};

/**
 * Avatar and name of an account: the ENS avatar as a plain image (never as
 * HTML) or a neutral disc, and the ENS name or the shortened address. ENS
 * records are the record owner's text (see `docs/security.md`): the name
 * is rendered as a text node, and the avatar only when {@link safeImageUrl}
 * accepts its URL.
 */
export function AccountIdentity({ address, ensName, ensAvatar: untrustedAvatar, as: Heading = 'h2', headingId }: AccountIdentityProps) {
  const ensAvatar = safeImageUrl(untrustedAvatar);
  return (
    <div className="account-identity">
      {ensAvatar ? (
        // eslint-disable-next-line @next/next/no-img-element -- ENS avatars come from arbitrary hosts
        <img className="avatar" src={ensAvatar} alt="" width={56} height={56} />
      ) : (
        <span className="avatar avatar-placeholder" aria-hidden="true" />
      )}
      <Heading id={headingId} data-testid="account-name">
        {ensName ?? shortenAddress(address)}
      </Heading>
    </div>
  );
}
