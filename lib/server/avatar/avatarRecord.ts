import { getAddress, isAddress, type Address } from 'viem';
import { AvatarError } from './avatarError';

/** The IPFS and Arweave gateways the server (never the browser) fetches `ipfs://` and `ar://` avatars through. */
const AVATAR_GATEWAYS = { ipfs: 'https://ipfs.io/ipfs/', arweave: 'https://arweave.net/' } as const;

/** An avatar record, parsed (ENSIP-12). */
export type AvatarSource =
  /** An image, or an NFT's metadata, at an http(s) URL (gateway URLs included). */
  | { kind: 'url'; url: URL }
  /** An image inline, as a base64 `data:` URI's bytes: its claimed type is not trusted. */
  | { kind: 'data'; bytes: Buffer }
  /** An NFT (`eip155:<chain id>/erc721:<contract>/<token id>`, or `erc1155`): its metadata's `image`. */
  | { kind: 'nft'; standard: 'erc721' | 'erc1155'; chainId: number; contract: Address; tokenId: bigint };

/** The longest record read, in characters; real ones are a URL or a CAIP-22/29 id. */
const MAX_RECORD_LENGTH = 4096;

const NFT_RECORD = /^eip155:(\d{1,10})\/(erc721|erc1155):(0x[0-9a-fA-F]{40})\/(\d{1,78})$/;

/**
 * Parses a URI an avatar record or NFT metadata holds: `https:` and `http:`
 * URLs, `ipfs://<cid>` and `ar://<id>` through {@link AVATAR_GATEWAYS}, and
 * base64 `data:image/…` URIs (their bytes are checked later); with
 * `allowNft`, an NFT reference (ENSIP-12: ERC-721 or ERC-1155 only, as the
 * ENS avatar spec allows).
 *
 * @throws {AvatarError} 422 for anything else: `javascript:`, `data:` that is
 *   not a base64 image (SVG among them), markup, relative paths, other NFT
 *   standards, a record longer than 4,096 characters.
 */
export function parseAvatarUri(value: string, { allowNft }: { allowNft: boolean }): AvatarSource {
  const text = value.trim();
  if (text.length > MAX_RECORD_LENGTH) throw new AvatarError(422, `The avatar record is longer than ${MAX_RECORD_LENGTH} characters.`);
  const nft = NFT_RECORD.exec(text);
  if (nft && allowNft) {
    const [, chainId, standard, contract, tokenId] = nft as unknown as [string, string, 'erc721' | 'erc1155', string, string];
    if (!isAddress(contract, { strict: false })) throw new AvatarError(422, 'The NFT avatar names no valid contract address.');
    return { kind: 'nft', standard, chainId: Number(chainId), contract: getAddress(contract), tokenId: BigInt(tokenId) };
  }
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?([A-Za-z0-9]+(?:\/[^\s?#]*)?)$/.exec(text);
  if (ipfs) return { kind: 'url', url: new URL(`${AVATAR_GATEWAYS.ipfs}${ipfs[1]}`) };
  const arweave = /^ar:\/\/([A-Za-z0-9_-]+(?:\/[^\s?#]*)?)$/.exec(text);
  if (arweave) return { kind: 'url', url: new URL(`${AVATAR_GATEWAYS.arweave}${arweave[1]}`) };
  const data = /^data:image\/(?:png|jpeg|jpg|gif|webp|avif);base64,([A-Za-z0-9+/=\s]+)$/i.exec(text);
  if (data) return { kind: 'data', bytes: Buffer.from(data[1] ?? '', 'base64') };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new AvatarError(422, 'The avatar record is not a URL, an NFT or an image.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new AvatarError(422, `The avatar record's scheme ${JSON.stringify(url.protocol)} is not served: only https, http, ipfs, ar, base64 raster images and NFTs.`);
  }
  if (url.username || url.password) throw new AvatarError(422, 'The avatar URL carries credentials.');
  return { kind: 'url', url };
}

/**
 * The image URI of NFT metadata (ERC-721 / ERC-1155 metadata JSON): its
 * `image`, else `image_url`. (`image_data`, inline SVG, is not served.)
 *
 * @throws {AvatarError} 422 when the metadata is not a JSON object with one.
 */
export function metadataImage(metadata: unknown): string {
  if (metadata && typeof metadata === 'object') {
    const { image, image_url: imageUrl } = metadata as { image?: unknown; image_url?: unknown };
    if (typeof image === 'string' && image.trim() !== '') return image;
    if (typeof imageUrl === 'string' && imageUrl.trim() !== '') return imageUrl;
  }
  throw new AvatarError(422, 'The NFT metadata has no image.');
}

/**
 * An ERC-1155 `uri` with its `{id}` substituted: the token id as 64
 * lower-case hex digits, as EIP-1155 specifies.
 */
export function erc1155TokenUri(template: string, tokenId: bigint): string {
  return template.replaceAll('{id}', tokenId.toString(16).padStart(64, '0'));
}
