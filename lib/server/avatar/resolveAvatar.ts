import { erc721Abi, isAddressEqual, parseAbi, type Address, type Chain, type Client, type Transport } from 'viem';
import { getEnsAddress, getEnsText, readContract } from 'viem/actions';
import { AvatarError } from './avatarError';
import { erc1155TokenUri, metadataImage, parseAvatarUri, type AvatarSource } from './avatarRecord';
import { AVATAR_CONTENT_TYPE, toAvatarImage } from './avatarImage';
import { fetchPublic } from './publicFetch';

/** The largest avatar image served: 1 MB (1,048,576 bytes). */
const AVATAR_MAX_BYTES = 1_048_576;

/** The largest NFT metadata document read: 256 kB (262,144 bytes). */
const NFT_METADATA_MAX_BYTES = 262_144;

/** The time one avatar may take, records, metadata and image together: 5,000 ms. */
const AVATAR_TIMEOUT_MS = 5_000;

/** The `Content-Type`s an avatar host may answer with: raster images only, no SVG. */
const RASTER_CONTENT_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/gif', 'image/webp', 'image/avif']);

/** ERC-1155's metadata URI and balance functions. */
const erc1155Abi = parseAbi(['function uri(uint256 id) view returns (string)', 'function balanceOf(address account, uint256 id) view returns (uint256)']);

/** Parameters of {@link resolveAvatar}. */
export type ResolveAvatarParameters = {
  /** A normalised ENS name (ENSIP-15). */
  name: string;
  /** A viem client on the chain names are read on (its Universal Resolver), which NFT avatars must also be on. */
  client: Client<Transport, Chain>;
  /** Non-public addresses fetches may reach (tests only); see `fetchPublic`. */
  allowedAddresses?: ReadonlySet<string>;
  /** This site's own origins, never fetched; see `fetchPublic`. */
  ownOrigins?: readonly string[];
  /** Aborts the whole resolution (the request it serves is over); it ends at {@link AVATAR_TIMEOUT_MS} from now either way. */
  signal?: AbortSignal;
};

/** An avatar image, decoded and encoded again by us (`toAvatarImage`). */
export type ResolveAvatarReturnType = {
  bytes: Buffer;
  /** The type the route sends: always {@link AVATAR_CONTENT_TYPE}. */
  contentType: typeof AVATAR_CONTENT_TYPE;
};

/** JSON from a metadata URI: inline (`data:application/json`) or fetched. */
async function readMetadata(uri: string, fetchOptions: { signal: AbortSignal; allowedAddresses: ReadonlySet<string>; ownOrigins: readonly string[] }): Promise<unknown> {
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

/** An NFT avatar's metadata URI, once the name's address is found to hold the token, as ENSIP-12 asks. */
async function nftMetadataUri(client: Client<Transport, Chain>, name: string, source: Extract<AvatarSource, { kind: 'nft' }>): Promise<string> {
  if (source.chainId !== client.chain.id) {
    throw new AvatarError(422, `The NFT avatar is on chain ${source.chainId}; only NFTs on chain ${client.chain.id}, where the name is, are read.`);
  }
  let holder: Address | null;
  try {
    holder = await getEnsAddress(client, { name });
  } catch {
    throw new AvatarError(424, `The address of ${name} could not be read.`);
  }
  if (!holder) throw new AvatarError(422, `${name} has no Ethereum address to hold its NFT avatar.`);
  const { contract: address, tokenId } = source;
  let held: boolean;
  let uri: string;
  try {
    if (source.standard === 'erc721') {
      const [owner, tokenUri] = await Promise.all([
        readContract(client, { address, abi: erc721Abi, functionName: 'ownerOf', args: [tokenId] }),
        readContract(client, { address, abi: erc721Abi, functionName: 'tokenURI', args: [tokenId] }),
      ]);
      held = isAddressEqual(owner, holder);
      uri = tokenUri;
    } else {
      const [balance, template] = await Promise.all([
        readContract(client, { address, abi: erc1155Abi, functionName: 'balanceOf', args: [holder, tokenId] }),
        readContract(client, { address, abi: erc1155Abi, functionName: 'uri', args: [tokenId] }),
      ]);
      held = balance > 0n;
      uri = erc1155TokenUri(template, tokenId);
    }
  } catch {
    throw new AvatarError(424, `The NFT contract gave no owner or metadata URI for token ${tokenId}.`);
  }
  if (!held) throw new AvatarError(422, `The NFT avatar of ${name} is not held by the name's address.`);
  return uri;
}

/**
 * Resolves `name`'s ENS avatar (ENSIP-12) and its image on the server: the
 * record, an NFT's metadata, then the raster image from a public host,
 * re-encoded as a small WebP (`toAvatarImage`), all within {@link AVATAR_TIMEOUT_MS}.
 *
 * @throws {AvatarError} 404 without a record; 422 for an unusable record,
 *   metadata, NFT or image; 415 for a type not served; 413 too large; 403 for
 *   a host that is not public; 424 when a node or host fails or times out.
 */
export async function resolveAvatar({ name, client, allowedAddresses = new Set(), ownOrigins = [], signal: requestSignal }: ResolveAvatarParameters): Promise<ResolveAvatarReturnType> {
  const timeout = AbortSignal.timeout(AVATAR_TIMEOUT_MS);
  const signal = requestSignal ? AbortSignal.any([requestSignal, timeout]) : timeout;
  let record: string | null;
  try {
    record = await getEnsText(client, { name, key: 'avatar' });
  } catch {
    throw new AvatarError(424, `The records of ${name} could not be read.`);
  }
  if (!record) throw new AvatarError(404, `${name} has no avatar.`);

  const fetchOptions = { signal, allowedAddresses, ownOrigins };
  let source = parseAvatarUri(record, { allowNft: true });
  if (source.kind === 'nft') {
    const metadata = await readMetadata(await nftMetadataUri(client, name, source), fetchOptions);
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
  return { bytes: await toAvatarImage(bytes), contentType: AVATAR_CONTENT_TYPE };
}
