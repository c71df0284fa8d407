import { erc721Abi, parseAbi, type Chain, type Client, type Transport } from 'viem';
import { getEnsText, readContract } from 'viem/actions';
import { AvatarError } from './avatarError';
import { erc1155TokenUri, metadataImage, parseAvatarUri, type AvatarSource } from './avatarRecord';
import { sniffImageType, type AvatarImageType } from './imageType';
import { fetchPublic } from './publicFetch';

/** The largest avatar image served: 1 MB (1,048,576 bytes). */
export const AVATAR_MAX_BYTES = 1_048_576;

/** The largest NFT metadata document read: 256 kB (262,144 bytes). */
export const NFT_METADATA_MAX_BYTES = 262_144;

/** The time one avatar may take, records, metadata and image together: 5,000 ms. */
export const AVATAR_TIMEOUT_MS = 5_000;

/** The `Content-Type`s an avatar host may answer with: raster images only, no SVG. */
const RASTER_CONTENT_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'image/avif']);

/** ERC-1155's metadata URI function. */
const erc1155UriAbi = parseAbi(['function uri(uint256 id) view returns (string)']);

/** Parameters of {@link resolveAvatar}. */
export type ResolveAvatarParameters = {
  /** A normalised ENS name (ENSIP-15). */
  name: string;
  /** A viem client on the chain names are read on (its Universal Resolver), which NFT avatars must also be on. */
  client: Client<Transport, Chain>;
  /** Non-public addresses fetches may reach (tests only); see `fetchPublic`. */
  allowedAddresses?: ReadonlySet<string>;
  /** Aborts the whole resolution; default {@link AVATAR_TIMEOUT_MS} from now. */
  signal?: AbortSignal;
};

/** An avatar image, checked. */
export type ResolveAvatarReturnType = {
  bytes: Buffer;
  /** The type its bytes really hold (`sniffImageType`), which the route sends. */
  contentType: AvatarImageType;
};

/** JSON from a metadata URI: inline (`data:application/json`) or fetched. */
async function readMetadata(uri: string, fetchOptions: { signal: AbortSignal; allowedAddresses: ReadonlySet<string> }): Promise<unknown> {
  const inline = /^data:application\/json(;base64)?,(.*)$/is.exec(uri.trim());
  let text: string;
  if (inline) {
    text = inline[1] ? Buffer.from(inline[2] ?? '', 'base64').toString('utf8') : decodeURIComponent(inline[2] ?? '');
  } else {
    const source = parseAvatarUri(uri, { allowNft: false });
    if (source.kind !== 'url') throw new AvatarError(422, 'The NFT metadata URI is not a URL or JSON.');
    text = (await fetchPublic({ url: source.url, maxBytes: NFT_METADATA_MAX_BYTES, ...fetchOptions })).bytes.toString('utf8');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AvatarError(422, 'The NFT metadata is not JSON.');
  }
}

/** Reads an NFT's metadata URI from its contract (`tokenURI`, or `uri` with `{id}` filled in). */
async function nftMetadataUri(client: Client<Transport, Chain>, source: Extract<AvatarSource, { kind: 'nft' }>): Promise<string> {
  if (source.chainId !== client.chain.id) {
    throw new AvatarError(422, `The NFT avatar is on chain ${source.chainId}; only NFTs on chain ${client.chain.id}, where the name is, are read.`);
  }
  try {
    if (source.standard === 'erc721') {
      return await readContract(client, { address: source.contract, abi: erc721Abi, functionName: 'tokenURI', args: [source.tokenId] });
    }
    return erc1155TokenUri(await readContract(client, { address: source.contract, abi: erc1155UriAbi, functionName: 'uri', args: [source.tokenId] }), source.tokenId);
  } catch {
    throw new AvatarError(424, `The NFT contract ${source.contract} gave no metadata URI for token ${source.tokenId}.`);
  }
}

/**
 * Resolves the ENS avatar of `name` on the server and fetches its image
 * (ENSIP-12): the `avatar` text record through the Universal Resolver; an
 * NFT's metadata (`tokenURI` / `uri`) and its `image`; then the image
 * itself with `fetchPublic` (public addresses only, 1 MB at most, no
 * credentials), accepted only when the host calls it a raster image and
 * its bytes are one (PNG, JPEG, GIF, WebP, AVIF: never SVG). Everything
 * within {@link AVATAR_TIMEOUT_MS}.
 *
 * @throws {AvatarError} 404 when the name has no avatar record; 422 for a
 *   record or metadata that is not usable; 415 for a type not served; 413
 *   for an image too large; 403 for a host that is not public; 424 when a
 *   node or host fails or the time runs out.
 */
export async function resolveAvatar({ name, client, allowedAddresses = new Set(), signal = AbortSignal.timeout(AVATAR_TIMEOUT_MS) }: ResolveAvatarParameters): Promise<ResolveAvatarReturnType> {
  let record: string | null;
  try {
    record = await getEnsText(client, { name, key: 'avatar' });
  } catch {
    throw new AvatarError(424, `The records of ${name} could not be read.`);
  }
  if (!record) throw new AvatarError(404, `${name} has no avatar.`);

  const fetchOptions = { signal, allowedAddresses };
  let source = parseAvatarUri(record, { allowNft: true });
  if (source.kind === 'nft') {
    const metadata = await readMetadata(await nftMetadataUri(client, source), fetchOptions);
    source = parseAvatarUri(metadataImage(metadata), { allowNft: false });
  }

  let bytes: Buffer;
  if (source.kind === 'data') {
    bytes = source.bytes;
    if (bytes.length > AVATAR_MAX_BYTES) throw new AvatarError(413, `The image is larger than ${AVATAR_MAX_BYTES} bytes.`);
  } else if (source.kind === 'url') {
    const fetched = await fetchPublic({ url: source.url, maxBytes: AVATAR_MAX_BYTES, ...fetchOptions });
    if (!RASTER_CONTENT_TYPES.has(fetched.contentType)) {
      throw new AvatarError(415, `The avatar's type ${JSON.stringify(fetched.contentType)} is not served: PNG, JPEG, GIF, WebP or AVIF only.`);
    }
    bytes = fetched.bytes;
  } else {
    throw new AvatarError(422, 'An NFT avatar names another NFT.');
  }
  const contentType = sniffImageType(bytes);
  if (!contentType) throw new AvatarError(415, 'The avatar is not a PNG, JPEG, GIF, WebP or AVIF image.');
  return { bytes, contentType };
}
