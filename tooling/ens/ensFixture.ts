/**
 * The names the local ENS deployment registers (`deployEns`): one set for
 * the e2e suite's Ethereum node, one for `npm run dev`. Addresses with no
 * key (`0x…a11ce`) are recipients only; named accounts are anvil's.
 */
import { getAddress, type Address } from 'viem';
import { sepolia } from 'viem/chains';
import { toCoinType } from 'viem/ens';
import { AVATAR_HOST_PATHS } from '../avatarHost';
import { anvilAccount } from '../anvilAccounts';
import type { DeployEnsParameters, EnsNameRecords, EnsPrimaryName } from './deployEns';

/** ENSIP-9 coin type of Ethereum. */
const ETHEREUM_COIN_TYPE = 60n;

/** ENSIP-19's default EVM coin type (`0x80000000`, chain id 0): the address for every EVM chain without one of its own. */
export const DEFAULT_EVM_COIN_TYPE = toCoinType(0);

/** `alice.eth`: an Ethereum address and an ENSIP-11 address of her own on Sepolia. */
export const ALICE = {
  name: 'alice.eth',
  address: getAddress('0x00000000000000000000000000000000000a11ce'),
  sepoliaAddress: getAddress('0x00000000000000000000000000000000a11ce5e9'),
} as const;

/** `bob.eth`: an Ethereum address only (the send form warns on other chains). */
export const BOB = { name: 'bob.eth', address: getAddress('0x0000000000000000000000000000000000000b0b') } as const;

/** `carol.eth`: an Ethereum address and an ENSIP-19 default EVM address, used on chains without an address of their own. */
export const CAROL = {
  name: 'carol.eth',
  address: getAddress('0x00000000000000000000000000000000000ca201'),
  defaultEvmAddress: getAddress('0x00000000000000000000000000000000000ca20d'),
} as const;

/** `nobody.eth`: registered, with a resolver, and no address at all. */
export const NOBODY = { name: 'nobody.eth' } as const;

/** The e2e account whose primary name is {@link NAMED_ACCOUNT_NAME}: anvil account 20. */
export const NAMED_ACCOUNT_INDEX = 20;
/** The primary name of {@link NAMED_ACCOUNT_INDEX}, which resolves back to it; its avatar is an image on the avatar host. */
export const NAMED_ACCOUNT_NAME = 'co-editor.eth';

/** The e2e account (anvil 22) whose primary name has an NFT avatar (ERC-721, metadata on the avatar host). */
export const NFT_AVATAR_ACCOUNT_INDEX = 22;
/** See {@link NFT_AVATAR_ACCOUNT_INDEX}. */
export const NFT_AVATAR_NAME = 'nft-avatar.eth';

/**
 * Names whose avatar record names the token of {@link NFT_AVATAR_NAME}'s
 * NFT too, which only that account holds (ENSIP-12: the name's address must
 * hold it):
 * - `erc1155`: as an ERC-1155 token, on a name whose Ethereum address is
 *   the holder's: served;
 * - `borrowed`: as an ERC-721 token, on a name whose Ethereum address is
 *   {@link BOB}'s, who does not hold it: refused with 422.
 */
export const NFT_AVATAR_VARIANT_NAMES = {
  erc1155: 'nft1155-avatar.eth',
  borrowed: 'borrowed-nft-avatar.eth',
} as const;

/**
 * The e2e account (anvil 23) whose primary name is markup, with a
 * `javascript:` avatar: both must render as text or not at all.
 */
export const HOSTILE_ACCOUNT_INDEX = 23;
/** See {@link HOSTILE_ACCOUNT_INDEX}. */
export const HOSTILE_NAME = '<img src=x onerror=alert(1)>.eth';

/** The e2e account (anvil 25) whose avatar's host answers 404: the picture falls back. */
export const BROKEN_AVATAR_ACCOUNT_INDEX = 25;
/** See {@link BROKEN_AVATAR_ACCOUNT_INDEX}. */
const BROKEN_AVATAR_NAME = 'broken-avatar.eth';

/** The e2e account (anvil 26) whose primary name has a 255-character label, and an SVG `data:` avatar. */
export const LONG_NAME_ACCOUNT_INDEX = 26;
/** See {@link LONG_NAME_ACCOUNT_INDEX}: the longest label DNS allows. */
export const LONG_NAME = `${'a'.repeat(255)}.eth`;

/** Names whose avatars the avatar route must refuse, by what their record points at on the avatar host. */
export const REFUSED_AVATAR_NAMES = {
  /** 20 MB: 413. */
  huge: 'huge-avatar.eth',
  /** `image/svg+xml`: 415. */
  svg: 'svg-avatar.eth',
  /** SVG bytes called `image/png`: 415. */
  svgCalledPng: 'disguised-avatar.eth',
  /** A redirect to 169.254.169.254: 403. */
  redirectToMetadataService: 'metadata-redirect.eth',
  /** A redirect to another private address (127.0.0.2): 403, and that address is never reached. */
  redirectToPrivate: 'private-redirect.eth',
  /** A host that never answers: 424 after 5 s. */
  hang: 'hanging-avatar.eth',
  /** A host that never answers, asked by a client that leaves: the fetch ends with the request. */
  abandoned: 'abandoned-avatar.eth',
} as const;

/**
 * The e2e account (anvil 21) whose reverse record says {@link MISMATCHED_NAME},
 * a name that resolves to {@link ALICE}'s address instead: not its name.
 */
export const MISMATCHED_ACCOUNT_INDEX = 21;
/** See {@link MISMATCHED_ACCOUNT_INDEX}. */
export const MISMATCHED_NAME = 'mallory.eth';

/** The Dev Wallet's account in `npm run dev`: anvil account 0. */
const DEV_ACCOUNT_INDEX = 0;
/** The Dev Wallet's primary name in `npm run dev`. */
export const DEV_ACCOUNT_NAME = 'dev.eth';

/** The recipients every deployment registers: {@link ALICE}, {@link BOB}, {@link CAROL}, {@link NOBODY}. */
const RECIPIENTS: readonly EnsNameRecords[] = [
  {
    name: ALICE.name,
    addresses: [
      { coinType: ETHEREUM_COIN_TYPE, address: ALICE.address },
      { coinType: toCoinType(sepolia.id), address: ALICE.sepoliaAddress },
    ],
  },
  { name: BOB.name, addresses: [{ coinType: ETHEREUM_COIN_TYPE, address: BOB.address }] },
  {
    name: CAROL.name,
    addresses: [
      { coinType: ETHEREUM_COIN_TYPE, address: CAROL.address },
      { coinType: DEFAULT_EVM_COIN_TYPE, address: CAROL.defaultEvmAddress },
    ],
  },
  { name: NOBODY.name },
];

/** A name whose Ethereum address is `address` and whose reverse record `address` sets. */
function primaryName(name: string, address: Address): { record: EnsNameRecords; primary: EnsPrimaryName } {
  return { record: { name, addresses: [{ coinType: ETHEREUM_COIN_TYPE, address }] }, primary: { address, name } };
}

/** A name whose Ethereum address is `address`, with the reverse record and an avatar record. */
function primaryNameWithAvatar(name: string, address: Address, avatar: string): { record: EnsNameRecords; primary: EnsPrimaryName } {
  const { record, primary } = primaryName(name, address);
  return { record: { ...record, texts: { avatar } }, primary };
}

/** Parameters of {@link e2eEnsNames}. */
export type E2eEnsNamesParameters = {
  /** The loopback avatar host's origin (`startAvatarHost`), which avatar records point at. */
  avatarHost: string;
  /** The NFT (`deployAvatarNft`, held by {@link NFT_AVATAR_ACCOUNT_INDEX}) whose token 1 is {@link NFT_AVATAR_NAME}'s avatar, on chain 1. */
  avatarNft: Address;
};

/**
 * What the e2e suite's Ethereum node gets: the recipients; named accounts
 * with an https-style image avatar, an NFT avatar, a broken one, hostile
 * ones; the NFT avatar's token named as ERC-1155 and by a name that does
 * not hold it; a mismatched reverse record; and the names whose avatars the route
 * must refuse.
 */
export function e2eEnsNames({ avatarHost, avatarNft }: E2eEnsNamesParameters): Pick<DeployEnsParameters, 'names' | 'primaryNames'> {
  const named = [
    primaryNameWithAvatar(NAMED_ACCOUNT_NAME, anvilAccount(NAMED_ACCOUNT_INDEX), `${avatarHost}${AVATAR_HOST_PATHS.image}`),
    primaryNameWithAvatar(NFT_AVATAR_NAME, anvilAccount(NFT_AVATAR_ACCOUNT_INDEX), `eip155:1/erc721:${avatarNft.toLowerCase()}/1`),
    primaryNameWithAvatar(HOSTILE_NAME, anvilAccount(HOSTILE_ACCOUNT_INDEX), 'javascript:alert(1)'),
    primaryNameWithAvatar(BROKEN_AVATAR_NAME, anvilAccount(BROKEN_AVATAR_ACCOUNT_INDEX), `${avatarHost}/missing.png`),
    primaryNameWithAvatar(LONG_NAME, anvilAccount(LONG_NAME_ACCOUNT_INDEX), 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  ];
  const refused: EnsNameRecords[] = (Object.keys(REFUSED_AVATAR_NAMES) as Array<keyof typeof REFUSED_AVATAR_NAMES>).map((key) => ({
    name: REFUSED_AVATAR_NAMES[key],
    texts: { avatar: `${avatarHost}${AVATAR_HOST_PATHS[key]}` },
  }));
  return {
    names: [
      ...RECIPIENTS,
      ...named.map(({ record }) => record),
      { name: MISMATCHED_NAME, addresses: [{ coinType: ETHEREUM_COIN_TYPE, address: ALICE.address }] },
      {
        name: NFT_AVATAR_VARIANT_NAMES.erc1155,
        addresses: [{ coinType: ETHEREUM_COIN_TYPE, address: anvilAccount(NFT_AVATAR_ACCOUNT_INDEX) }],
        texts: { avatar: `eip155:1/erc1155:${avatarNft.toLowerCase()}/1` },
      },
      {
        name: NFT_AVATAR_VARIANT_NAMES.borrowed,
        addresses: [{ coinType: ETHEREUM_COIN_TYPE, address: BOB.address }],
        texts: { avatar: `eip155:1/erc721:${avatarNft.toLowerCase()}/1` },
      },
      ...refused,
    ],
    primaryNames: [...named.map(({ primary }) => primary), { address: anvilAccount(MISMATCHED_ACCOUNT_INDEX), name: MISMATCHED_NAME }],
  };
}

/**
 * What `npm run dev`'s Anvil node gets: the recipients and the Dev Wallet's
 * {@link DEV_ACCOUNT_NAME}, whose avatar is `avatar` (an inline image,
 * `devAvatarDataUrl`, so it shows offline).
 */
export function devEnsNames(avatar: string): Pick<DeployEnsParameters, 'names' | 'primaryNames'> {
  const dev = primaryNameWithAvatar(DEV_ACCOUNT_NAME, anvilAccount(DEV_ACCOUNT_INDEX), avatar);
  return { names: [...RECIPIENTS, dev.record], primaryNames: [dev.primary] };
}
