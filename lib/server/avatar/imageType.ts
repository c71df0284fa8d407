/** The raster image types an avatar may be: no SVG (a document that can hold script and fetch more). */
export type AvatarImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/avif';

/**
 * The image type `bytes` really hold, read from their signature (magic
 * bytes), whatever a server or a `data:` URI claims: PNG, JPEG, GIF, WebP
 * or AVIF; `undefined` for anything else (SVG, HTML, text, truncated data).
 */
export function sniffImageType(bytes: Uint8Array): AvatarImageType | undefined {
  const startsWith = (signature: readonly number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));
  if (startsWith([0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(ascii('GIF87a')) || startsWith(ascii('GIF89a'))) return 'image/gif';
  if (startsWith(ascii('RIFF')) && startsWith(ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(ascii('ftyp'), 4) && (startsWith(ascii('avif'), 8) || startsWith(ascii('avis'), 8))) return 'image/avif';
  return undefined;
}
