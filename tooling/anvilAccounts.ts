import { mnemonicToAccount } from 'viem/accounts';
import type { Address } from 'viem';

/** anvil's default mnemonic: its ten default accounts, unlocked, 10,000 ETH each. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

/** How many of the mnemonic's accounts anvil unlocks by default (indices 0 to 9). */
export const ANVIL_ACCOUNT_COUNT = 10;

/** Addresses derived so far, by account index: see {@link anvilAccount}. */
const anvilAddresses = new Map<number, Address>();

/**
 * The address of anvil's account `index` (BIP-44 index of its mnemonic: 0 to 9 by default). Derived once per
 * index: BIP-39 turns the mnemonic into a seed with 2,048 rounds of PBKDF2,
 * about 60 ms of CPU, and the mock wallet answers every `eth_accounts` with
 * it. A real wallet answers from memory.
 */
export function anvilAccount(index: number): Address {
  let address = anvilAddresses.get(index);
  if (address === undefined) {
    address = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index }).address;
    anvilAddresses.set(index, address);
  }
  return address;
}
