import { AVATAR_ROUTE_PATH } from '@/lib/ens/avatarRoute';

/**
 * An avatar URL if it is safe to put in `<img src>`: our own avatar route
 * (`/api/avatar/…`, where every ENS avatar is loaded from), `https:` or
 * `http:`, or a `data:image/…` URI other than SVG (an SVG data URI is a
 * document of its own). Anything else (`javascript:`, `data:text/html`,
 * other relative paths, markup, unparsable text) gives `undefined`, and the
 * caller shows its neutral placeholder (`docs/security.md`, "Hostile data").
 * The CSP (`img-src 'self' data: blob:`) refuses other hosts besides.
 *
 * @param value - the avatar URL, or nothing.
 */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (value.startsWith(AVATAR_ROUTE_PATH) && !value.includes('..')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  if (url.protocol === 'data:' && /^data:image\/(png|jpe?g|gif|webp|avif)[;,]/i.test(value)) return value;
  return undefined;
}
