import { WAGMI_STORE_KEY } from '@/lib/wallet/connectionRestore';

/** wagmi's persisted state (version 2) with a current connection: what a returning connected visitor's storage holds. */
export const STORED_CONNECTION = JSON.stringify({
  state: { connections: { __type: 'Map', value: [['uid', { accounts: ['0x1'], chainId: 1 }]] }, chainId: 1, current: 'uid' },
  version: 2,
});

/** A Storage stand-in holding `value` under wagmi's key (`null`: nothing stored). */
export function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === WAGMI_STORE_KEY ? value : null) };
}
