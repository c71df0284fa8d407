import { AvatarImage } from './Avatar';
import { safeImageUrl } from '@/lib/format/safeImageUrl';
import { displayName } from '@/lib/format/displayName';
import { useImageFallback } from './useImageFallback';

/** Props of {@link AccountIdentity}. */
export type AccountIdentityProps = {
  address: string;
  ensName?: string | undefined;
  /** Avatar URL: our avatar route's, from `getEnsAvatar` (`lib/wallet/ensAvatarAction.ts`). */
  ensAvatar?: string | undefined;
  /** Heading level: `h1` on /account, `h2` in the home page panel. */
  as?: 'h1' | 'h2';
  headingId: string;
};

/**
 * Avatar and name of an account: the ENS avatar as a plain image (never as
 * HTML) or, when there is none or it fails to load, a neutral disc, and the ENS name or the shortened address. ENS
 * records are the record owner's text (see `docs/security.md`): the name
 * is rendered as a text node, and the avatar only when {@link safeImageUrl}
 * accepts its URL.
 */
export function AccountIdentity({ address, ensName, ensAvatar: untrustedAvatar, as: Heading = 'h2', headingId }: AccountIdentityProps) {
  const { src: ensAvatar, onError } = useImageFallback(safeImageUrl(untrustedAvatar));
  return (
    <div className="account-identity">
      {ensAvatar ? (
        // eslint-disable-next-line @next/next/no-img-element -- our avatar route serves images Next's optimiser must not proxy
        <img className="avatar" src={ensAvatar} alt="" width={56} height={56} onError={onError} data-testid="account-avatar" />
      ) : (
        // The same picture as the header's account button and the kit's modals: one identity.
        <span className="avatar">
          <AvatarImage address={address} size={56} />
        </span>
      )}
      <Heading id={headingId} data-testid="account-name">
        {ensName ?? displayName(address)}
      </Heading>
    </div>
  );
}
