import { hashKey } from '@tanstack/react-query';
import { mainnet } from 'viem/chains';
import { getBalanceQueryKey, getEnsAvatarQueryKey, getEnsNameQueryKey, hashFn } from 'wagmi/query';
import { describe, expect, it } from 'vitest';
import { balanceQueryKey, ensAvatarQueryKey, ensNameQueryKey } from './useCachedProfile';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('the cached profile keys', () => {
  it('hash as wagmi files useBalance’s read of the native balance', () => {
    const wagmiKey = getBalanceQueryKey({ address: ADDRESS, chainId: 11155111 });
    expect(hashKey(balanceQueryKey(ADDRESS, 11155111))).toBe(hashFn(wagmiKey));
  });

  it('hash as wagmi files useEnsName’s lookup on mainnet (its hashFn and TanStack’s agree)', () => {
    const wagmiKey = getEnsNameQueryKey({ address: ADDRESS, chainId: mainnet.id });
    expect(hashKey(ensNameQueryKey(ADDRESS, mainnet.id))).toBe(hashFn(wagmiKey));
  });

  it('hash as wagmi files useEnsAvatar’s lookup of a normalised name on mainnet', () => {
    const wagmiKey = getEnsAvatarQueryKey({ name: 'vitalik.eth', chainId: mainnet.id });
    expect(hashKey(ensAvatarQueryKey('vitalik.eth', mainnet.id))).toBe(hashFn(wagmiKey));
  });
});
