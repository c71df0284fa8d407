import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AVATAR_PNG } from '@/tooling/avatarHost';
import { AvatarError } from './avatarError';
import { AVATAR_MAX_INPUT_PIXELS, AVATAR_MAX_SIDE_PX, toAvatarImage } from './avatarImage';

/** A solid image of `width` × `height` px, encoded as `format`. */
function solidImage(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'avif'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7828C8' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * A PNG whose header declares `width` × `height` px over a few bytes of
 * pixel data: what a decompression bomb looks like before it is decoded.
 */
function pngDeclaring(width: number, height: number): Buffer {
  const png = Buffer.from(AVATAR_PNG);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The IHDR chunk's CRC, over its type and data (bytes 12 to 28).
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function expectRefused(bytes: Buffer, status: number, message: RegExp) {
  const error = await toAvatarImage(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AvatarError);
  expect(error).toMatchObject({ status, message: expect.stringMatching(message) as unknown });
}

describe('toAvatarImage', () => {
  it('serves a PNG again as a WebP of the same size and colour', async () => {
    const { data, info } = await sharp(await toAvatarImage(AVATAR_PNG)).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ format: 'raw', width: 8, height: 8 });
    const [red, green, blue] = data;
    expect(Math.abs(red! - 0x78)).toBeLessThan(8);
    expect(Math.abs(green! - 0x28)).toBeLessThan(8);
    expect(Math.abs(blue! - 0xc8)).toBeLessThan(8);
  });

  it.each(['jpeg', 'gif', 'avif'] as const)('takes a %s and shrinks it to at most 256 px a side', async (format) => {
    const output = await toAvatarImage(await solidImage(1_000, 500, format));
    expect(await sharp(output).metadata()).toMatchObject({ format: 'webp', width: AVATAR_MAX_SIDE_PX, height: 128 });
  });

  it('refuses SVG, text and truncated bytes with 415', async () => {
    await expectRefused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 415, /not a PNG, JPEG, GIF, WebP or AVIF/);
    await expectRefused(Buffer.from('hello'), 415, /not a PNG/);
    await expectRefused(AVATAR_PNG.subarray(0, 12), 415, /not a PNG/);
  });

  it('refuses an image declaring more pixels than the limit before decoding it (a decompression bomb)', async () => {
    await expectRefused(pngDeclaring(50_000, 50_000), 413, new RegExp(`more than ${AVATAR_MAX_INPUT_PIXELS} pixels`));
  });

  it('refuses an image whose pixel data is corrupt with 422', async () => {
    const corrupt = Buffer.from(AVATAR_PNG);
    corrupt.fill(0, 41, 60);
    await expectRefused(corrupt, 422, /could not be decoded/);
  });
});
