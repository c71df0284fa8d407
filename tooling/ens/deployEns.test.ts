import { createPublicClient, http, type PublicClient } from 'viem';
import { mainnet, sepolia } from 'viem/chains';
import { toCoinType } from 'viem/ens';
import { beforeAll, describe, expect, it } from 'vitest';
import { anvilAccount } from '../anvilAccounts';
import { useAnvil } from '../vitest/useAnvil';
import { deployEns } from './deployEns';
import {
  ALICE,
  BOB,
  CAROL,
  DEFAULT_EVM_COIN_TYPE,
  e2eEnsNames,
  MISMATCHED_ACCOUNT_INDEX,
  NAMED_ACCOUNT_INDEX,
  NAMED_ACCOUNT_NAME,
  NOBODY,
} from './ensFixture';

describe('deployEns, read back with viem ENS actions as the app calls them', () => {
  const node = useAnvil({ chainId: mainnet.id, accounts: 27 });
  let client: PublicClient;

  beforeAll(async () => {
    await deployEns({ rpcUrl: node().rpcUrl, ...e2eEnsNames({ avatarHost: 'http://127.0.0.1:9', avatarNft: '0x0000000000000000000000000000000000000001' }) });
    client = createPublicClient({ chain: mainnet, transport: http(node().rpcUrl, { retryCount: 0 }) });
  }, 60_000);

  it('gives an account with a reverse record that resolves back its primary name', async () => {
    await expect(client.getEnsName({ address: anvilAccount(NAMED_ACCOUNT_INDEX) })).resolves.toBe(NAMED_ACCOUNT_NAME);
  });

  it('gives no name to an account whose reverse record names a name pointing elsewhere (the forward check)', async () => {
    await expect(client.getEnsName({ address: anvilAccount(MISMATCHED_ACCOUNT_INDEX) })).resolves.toBeNull();
  });

  it('gives no name to an account without a reverse record', async () => {
    await expect(client.getEnsName({ address: anvilAccount(3) })).resolves.toBeNull();
  });

  it('resolves addresses per coin type: Ethereum (60), ENSIP-11 for Sepolia, the ENSIP-19 default', async () => {
    await expect(client.getEnsAddress({ name: ALICE.name })).resolves.toBe(ALICE.address);
    // viem returns other coin types' addresses as the resolver stored them: not checksummed.
    await expect(client.getEnsAddress({ name: ALICE.name, coinType: toCoinType(sepolia.id) })).resolves.toBe(ALICE.sepoliaAddress.toLowerCase());
    await expect(client.getEnsAddress({ name: BOB.name, coinType: toCoinType(sepolia.id) })).resolves.toBeNull();
    await expect(client.getEnsAddress({ name: CAROL.name, coinType: DEFAULT_EVM_COIN_TYPE })).resolves.toBe(CAROL.defaultEvmAddress.toLowerCase());
  });

  it('resolves nothing for a name without an address or without a resolver', async () => {
    await expect(client.getEnsAddress({ name: NOBODY.name })).resolves.toBeNull();
    await expect(client.getEnsAddress({ name: 'unregistered.eth' })).resolves.toBeNull();
  });

  it('leaves the named account its 10,000 ETH: only its nonce moved', async () => {
    await expect(client.getBalance({ address: anvilAccount(NAMED_ACCOUNT_INDEX) })).resolves.toBe(10_000n * 10n ** 18n);
  });
});
