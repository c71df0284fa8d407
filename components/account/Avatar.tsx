import { safeImageUrl } from '@/lib/format/safeImageUrl';
import { useImageFallback } from './useImageFallback';

/** Props of {@link AvatarImage}. */
export type AvatarImageProps = {
  /** The account (0x-prefixed, 20 bytes); picks the colours of the generated avatar. */
  address: string;
  /** ENS avatar URL (our avatar route's, from `getEnsAvatar`), if any: checked with `safeImageUrl`. */
  ensImage?: string | undefined;
  /** Diameter, px. */
  size: number;
};

/**
 * The two hues (0 to 359) of an address's generated avatar, read from its
 * first 4 bytes: stable per address, and different for addresses that
 * look alike at a glance (their first characters differ).
 */
export function avatarHues(address: string): [number, number] {
  const hex = /^0x([0-9a-fA-F]{8})/.exec(address)?.[1] ?? '00000000';
  return [Number.parseInt(hex.slice(0, 4), 16) % 360, Number.parseInt(hex.slice(4, 8), 16) % 360];
}

/**
 * An account's picture: its ENS avatar as a plain image
 * when {@link safeImageUrl} accepts the URL (ENS records are hostile input,
 * `docs/security.md`) and it loads, else a gradient generated from the address. Decorative: the
 * name or address next to it carries the meaning. Also fills RainbowKit's
 * avatar slot (`RainbowKitProvider` `avatar`), so its modals match the header.
 */
export function AvatarImage({ address, ensImage, size }: AvatarImageProps) {
  const { src, onError } = useImageFallback(safeImageUrl(ensImage));
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- our avatar route serves images Next's optimiser must not proxy
    return <img className="wallet-avatar-image" src={src} alt="" width={size} height={size} aria-hidden="true" onError={onError} />;
  }
  const [from, to] = avatarHues(address);
  return (
    <span
      className="wallet-avatar-image"
      aria-hidden="true"
      data-testid="generated-avatar"
      style={{ width: size, height: size, background: `linear-gradient(135deg, hsl(${from} 75% 62%), hsl(${to} 70% 42%))` }}
    />
  );
}

/** Props of {@link Avatar}. */
export type AvatarProps = AvatarImageProps & {
  /** Whether a transaction of the account is pending: the picture shrinks inside a spinning ring. */
  pending?: boolean;
};

/** {@link AvatarImage} with the pending-transaction ring the account button shows. */
export function Avatar({ pending = false, ...image }: AvatarProps) {
  return (
    <span className={pending ? 'wallet-avatar wallet-avatar-pending' : 'wallet-avatar'} style={{ width: image.size, height: image.size }} aria-hidden="true">
      <AvatarImage {...image} />
      {pending && <span className="wallet-avatar-ring" data-testid="avatar-pending" />}
    </span>
  );
}
