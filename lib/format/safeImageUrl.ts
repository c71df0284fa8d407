/**
 * An image URL from an untrusted source (an ENS `avatar` text record, as
 * viem's `getEnsAvatar` resolves it) if it is safe to put in `<img src>`:
 * `https:` or `http:`, or a `data:image/…` URI other than SVG (an SVG data
 * URI is a document of its own). Anything else (`javascript:`, `data:text/html`,
 * relative paths, markup, unparsable text) gives `undefined`, and the caller
 * shows its neutral placeholder (`docs/security.md`, "Hostile data").
 *
 * @param value - the resolved avatar URL, or nothing.
 */
export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
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
