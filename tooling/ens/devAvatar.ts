import sharp from 'sharp';

/**
 * The Dev Wallet's avatar, as an SVG: two overlapping rings, for people who
 * make things together, on the accent's gradient.
 */
const DEV_AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7828c8"/>
      <stop offset="1" stop-color="#e0569b"/>
    </linearGradient>
  </defs>
  <rect width="128" height="128" fill="url(#g)"/>
  <circle cx="50" cy="64" r="26" fill="none" stroke="#ffffff" stroke-width="10" stroke-opacity="0.95"/>
  <circle cx="78" cy="64" r="26" fill="none" stroke="#ffd6f0" stroke-width="10" stroke-opacity="0.85"/>
</svg>`;

/**
 * The Dev Wallet's ENS avatar for `npm run dev`: a 96 × 96 PNG of 32
 * colours drawn from {@link DEV_AVATAR_SVG} by sharp, as a `data:` URL, so
 * it shows offline; about 3,500 characters, under the 4,096 the avatar
 * route accepts in a record (`lib/server/avatar/avatarRecord.ts`).
 */
export async function devAvatarDataUrl(): Promise<string> {
  const png = await sharp(Buffer.from(DEV_AVATAR_SVG)).resize(96, 96).png({ palette: true, colours: 32, compressionLevel: 9 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
