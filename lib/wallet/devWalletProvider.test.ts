import { createPublicClient, createWalletClient, custom, http, parseEther, recoverMessageAddress } from 'viem';
import { anvil, localhost } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { createDevWalletProvider, DEV_WALLET_AUTHORIZED_STORAGE_KEY, DEV_WALLET_CHAIN_STORAGE_KEY } from './devWalletProvider';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import { delegateToBatchExecutor } from '@/tooling/contracts/delegateToBatchExecutor';
import { getCapabilities, sendCalls, waitForCallsStatus } from 'viem/actions';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';


describe('createDevWalletProvider on real anvil nodes', () => {
  const anvilNode = useAnvil({ chainId: anvil.id });
  const localhostNode = useAnvil({ chainId: localhost.id });
  const chains = () =>
    [
      { ...anvil, rpcUrls: { default: { http: [anvilNode().rpcUrl] } } },
      { ...localhost, rpcUrls: { default: { http: [localhostNode().rpcUrl] } } },
    ] as const;

  it('shows no account until asked, then anvil account 0, remembered across instances', async () => {
    const storage = memoryStorage();
    const provider = createDevWalletProvider({ chains: chains(), storage });
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0.toLowerCase()]);
    expect(storage.getItem(DEV_WALLET_AUTHORIZED_STORAGE_KEY)).toBe('true');
    const again = createDevWalletProvider({ chains: chains(), storage });
    expect(await again.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0.toLowerCase()]);
  });

  it('as a second account, is anvil account 1, authorized and on its chain apart from the first, and signs as it', async () => {
    const storage = memoryStorage();
    const second = createDevWalletProvider({ chains: chains(), storage, accountIndex: 1 });
    const [address] = (await second.request({ method: 'eth_requestAccounts' })) as [`0x${string}`];
    expect(address).toBe(ACCOUNT_1.toLowerCase());
    expect(await createDevWalletProvider({ chains: chains(), storage }).request({ method: 'eth_accounts' })).toEqual([]);
    await second.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: `0x${localhost.id.toString(16)}` }] });
    expect(storage.getItem(DEV_WALLET_CHAIN_STORAGE_KEY)).toBeNull();
    const signature = await createWalletClient({ account: address, transport: custom(second) }).signMessage({ message: 'second' });
    expect(await recoverMessageAddress({ message: 'second', signature })).toBe(ACCOUNT_1);
  });

  it('forgets the site on wallet_revokePermissions and says so with accountsChanged []', async () => {
    const provider = createDevWalletProvider({ chains: chains(), storage: memoryStorage() });
    await provider.request({ method: 'eth_requestAccounts' });
    const events: unknown[] = [];
    provider.on('accountsChanged', (accounts) => events.push(accounts));
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(events).toEqual([[]]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('switches chains, emits chainChanged, forwards to that node and remembers the chain', async () => {
    const storage = memoryStorage();
    const provider = createDevWalletProvider({ chains: chains(), storage });
    const changes: unknown[] = [];
    provider.on('chainChanged', (chainId) => changes.push(chainId));
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] });
    expect(changes).toEqual(['0x539']);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539');
    // The node behind it really is the 1337 one.
    expect(await provider.request({ method: 'net_version' } as never)).toBe('1337');
    expect(storage.getItem(DEV_WALLET_CHAIN_STORAGE_KEY)).toBe('1337');
    expect(await createDevWalletProvider({ chains: chains(), storage }).request({ method: 'eth_chainId' })).toBe('0x539');
  });

  it('answers an unknown chain with 4902, as wallets do (EIP-3326)', async () => {
    const provider = createDevWalletProvider({ chains: chains(), storage: memoryStorage() });
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('signs for real: personal_sign recovers to account 0, and a transfer is mined', async () => {
    const provider = createDevWalletProvider({ chains: chains(), storage: memoryStorage() });
    const [account] = await provider.request({ method: 'eth_requestAccounts' });
    const wallet = createWalletClient({ account: account!, chain: chains()[0], transport: custom(provider) });
    const signature = await wallet.signMessage({ message: 'Sign in to Co-Editions.' });
    expect(await recoverMessageAddress({ message: 'Sign in to Co-Editions.', signature })).toBe(ACCOUNT_0);

    const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const hash = await wallet.sendTransaction({ to: recipient, value: parseEther('1') });
    const client = createPublicClient({ chain: chains()[0], transport: http() });
    const receipt = await client.waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('10001'));
  });

  it('batches atomically where its account is delegated (EIP-7702) and says atomic is unsupported elsewhere (EIP-5792)', async () => {
    await delegateToBatchExecutor({ rpcUrl: anvilNode().rpcUrl, accountIndex: 0 });
    const provider = createDevWalletProvider({ chains: chains(), storage: memoryStorage() });
    const [account] = await provider.request({ method: 'eth_requestAccounts' });
    const wallet = createWalletClient({ account: account!, chain: chains()[0], transport: custom(provider) });
    expect(await getCapabilities(wallet)).toMatchObject({ [anvil.id]: { atomic: { status: 'supported' } }, [localhost.id]: { atomic: { status: 'unsupported' } } });

    const recipients = ['0x000000000000000000000000000000000000b001', '0x000000000000000000000000000000000000b002'] as const;
    const { id } = await sendCalls(wallet, { calls: recipients.map((to) => ({ to, value: parseEther('0.25') })), forceAtomic: true });
    const status = await waitForCallsStatus(wallet, { id });
    expect(status).toMatchObject({ status: 'success', atomic: true });
    const client = createPublicClient({ chain: chains()[0], transport: http() });
    for (const to of recipients) expect(await client.getBalance({ address: to })).toBe(parseEther('0.25'));
    // Delegated, its account still signs in: ERC-1271 through the executor accepts its own ECDSA signatures.
    const signature = await wallet.signMessage({ message: 'Sign in to Co-Editions.' });
    expect(await client.verifyMessage({ address: ACCOUNT_0, message: 'Sign in to Co-Editions.', signature })).toBe(true);
  });
});
