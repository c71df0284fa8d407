import sharp from 'sharp';
import { AvatarError } from './avatarError';

/** The type every avatar is served as: WebP, whatever the record's image was. */
export const AVATAR_CONTENT_TYPE = 'image/webp';

/** The largest side of a served avatar, in px: 256 (the app draws them at 24 to 96 CSS px). */
export const AVATAR_MAX_SIDE_PX = 256;

/**
 * The most pixels a source image may declare: 16,777,216 (4,096 × 4,096).
 * sharp reads the dimensions from the header and refuses a larger image
 * before decoding it, so a small file that would inflate to gigabytes (a
 * decompression bomb) costs nothing.
 */
export const AVATAR_MAX_INPUT_PIXELS = 4_096 * 4_096;

/** The formats decoded, by sharp's name for them: PNG, JPEG, GIF, WebP and AVIF (HEIF with AV1). Never SVG, a document that can hold script. */
const RASTER_FORMATS: ReadonlySet<string> = new Set(['png', 'jpeg', 'gif', 'webp', 'heif']);

// Each avatar is decoded once and its output kept by the route's own cache.
sharp.cache(false);

/**
 * Decodes an avatar's bytes with sharp (libvips) and encodes them again as
 * a WebP of at most {@link AVATAR_MAX_SIDE_PX} px a side (the first frame
 * of an animation; metadata dropped), so that a visitor's browser only
 * ever decodes an image of a type and size we chose, never the bytes an
 * ENS record pointed at.
 *
 * @param bytes - the image as fetched or read from a `data:` URI.
 * @returns the WebP's bytes.
 * @throws {AvatarError} 415 when the bytes are not a PNG, JPEG, GIF, WebP
 *   or AVIF image (SVG, HTML, text); 413 when it declares more than
 *   {@link AVATAR_MAX_INPUT_PIXELS} pixels; 422 when it cannot be decoded.
 */
export async function toAvatarImage(bytes: Buffer): Promise<Buffer> {
  let format: string | undefined;
  let compression: string | undefined;
  let pixels = 0;
  try {
    // The header only: the pixel limit is checked below, to say why.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    format = metadata.format;
    compression = metadata.compression;
    pixels = metadata.width * metadata.height;
  } catch {
    throw new AvatarError(415, 'The avatar is not a PNG, JPEG, GIF, WebP or AVIF image.');
  }
  if (!format || !RASTER_FORMATS.has(format) || (format === 'heif' && compression !== 'av1')) {
    throw new AvatarError(415, 'The avatar is not a PNG, JPEG, GIF, WebP or AVIF image.');
  }
  if (pixels > AVATAR_MAX_INPUT_PIXELS) {
    throw new AvatarError(413, `The image has more than ${AVATAR_MAX_INPUT_PIXELS} pixels.`);
  }
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_MAX_SIDE_PX, AVATAR_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AvatarError(422, 'The avatar image could not be decoded.');
  }
}
