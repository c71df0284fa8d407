/**
 * The names the local ENS deployment registers (`deployEns`): one set for
 * the e2e suite's Ethereum node, one for `npm run dev`. Addresses with no
 * key (`0x…a11ce`) are recipients only; named accounts are anvil's.
 */
import { getAddress, type Address } from 'viem';
import { sepolia } from 'viem/chains';
import { toCoinType } from 'viem/ens';
import { anvilAccount } from '../mockWallet/mockWallet';
import type { DeployEnsParameters, EnsNameRecords, EnsPrimaryName } from './deployEns';

/** ENSIP-9 coin type of Ethereum. */
export const ETHEREUM_COIN_TYPE = 60n;

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
/** The primary name of {@link NAMED_ACCOUNT_INDEX}, which resolves back to it. */
export const NAMED_ACCOUNT_NAME = 'co-editor.eth';

/**
 * The e2e account (anvil 21) whose reverse record says {@link MISMATCHED_NAME},
 * a name that resolves to {@link ALICE}'s address instead: not its name.
 */
export const MISMATCHED_ACCOUNT_INDEX = 21;
/** See {@link MISMATCHED_ACCOUNT_INDEX}. */
export const MISMATCHED_NAME = 'mallory.eth';

/** The Dev Wallet's account in `npm run dev`: anvil account 0. */
export const DEV_ACCOUNT_INDEX = 0;
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

/** What the e2e suite's Ethereum node gets: the recipients, a named account and a mismatched one. */
export function e2eEnsNames(): Pick<DeployEnsParameters, 'names' | 'primaryNames'> {
  const named = primaryName(NAMED_ACCOUNT_NAME, anvilAccount(NAMED_ACCOUNT_INDEX));
  const mismatched = anvilAccount(MISMATCHED_ACCOUNT_INDEX);
  return {
    names: [...RECIPIENTS, named.record, { name: MISMATCHED_NAME, addresses: [{ coinType: ETHEREUM_COIN_TYPE, address: ALICE.address }] }],
    primaryNames: [named.primary, { address: mismatched, name: MISMATCHED_NAME }],
  };
}

/** What `npm run dev`'s Anvil node gets: the recipients and the Dev Wallet's {@link DEV_ACCOUNT_NAME}. */
export function devEnsNames(): Pick<DeployEnsParameters, 'names' | 'primaryNames'> {
  const dev = primaryName(DEV_ACCOUNT_NAME, anvilAccount(DEV_ACCOUNT_INDEX));
  return { names: [...RECIPIENTS, dev.record], primaryNames: [dev.primary] };
}
