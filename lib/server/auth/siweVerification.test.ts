import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  http,
  serializeErc6492Signature,
  type Address,
  type Client,
  type PublicClient,
} from 'viem';
import { mainnet } from 'viem/chains';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { testContract } from '@/tooling/contracts/contracts';
import { createSignInMessage } from '@/lib/auth/siweMessage';
import { SiweVerificationError, verifySignIn } from './siweVerification';

const ACCOUNT_0: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DOMAIN = 'co-editions.test';
const ORIGIN = 'https://co-editions.test';
const NONCE = 'abcdefgh12345678';
const NOW = new Date('2026-11-21T12:00:00.000Z');

describe('verifySignIn on a real anvil node (chain 1)', () => {
  const node = useAnvil({ chainId: 1 });
  let clients: Map<number, Client>;
  let wallet: ReturnType<typeof createWalletClient>;
  let approvingWallet: Address;
  let refusingWallet: Address;
  let publicClient: PublicClient;
  let factory: Address;

  beforeAll(async () => {
    const chain = { ...mainnet, rpcUrls: { default: { http: [node().rpcUrl] } } };
    publicClient = createPublicClient({ chain, transport: http() });
    clients = new Map([[1, publicClient]]);
    wallet = createWalletClient({ chain, transport: http() });
    const { abi, bytecode } = testContract('ERC1271Wallet');
    const deploy = async (approves: boolean) => {
      const hash = await wallet.deployContract({ abi, bytecode, args: [approves], account: ACCOUNT_0, chain });
      const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash });
      return getAddress(contractAddress!);
    };
    approvingWallet = await deploy(true);
    refusingWallet = await deploy(false);
    const factoryContract = testContract('ERC1271WalletFactory');
    const factoryHash = await wallet.deployContract({ ...factoryContract, account: ACCOUNT_0, chain });
    factory = getAddress((await publicClient.waitForTransactionReceipt({ hash: factoryHash })).contractAddress!);
  });

  /** A message as the app builds it, signed by anvil's unlocked `signer`. */
  async function signed(
    overrides: Partial<Parameters<typeof createSignInMessage>[0]> = {},
    signer: Address = overrides.address ?? ACCOUNT_0,
  ) {
    const message = createSignInMessage({
      address: ACCOUNT_0,
      chainId: 1,
      nonce: NONCE,
      domain: DOMAIN,
      uri: ORIGIN,
      now: NOW,
      ...overrides,
    });
    const signature = await wallet.signMessage({ account: signer, message });
    return { message, signature };
  }

  const verify = (input: { message: string; signature: `0x${string}` }, now = NOW) =>
    verifySignIn({ ...input, domain: DOMAIN, origin: ORIGIN, nonce: NONCE, clients, now });

  it('accepts a valid EOA sign-in and returns its address and chain', async () => {
    await expect(verify(await signed())).resolves.toEqual({ address: ACCOUNT_0, chainId: 1 });
  });

  it('tolerates a minute of clock skew on issuedAt', async () => {
    await expect(verify(await signed(), new Date(NOW.getTime() - 59_000))).resolves.toBeTruthy();
  });

  it.each([
    ['wrong domain', { domain: 'evil.test' }, 'Message domain does not match this site.'],
    ['wrong uri', { uri: 'https://evil.test' }, 'Message uri does not match this site.'],
    ['nonce mismatch', { nonce: 'zzzzzzzz12345678' }, 'Nonce is invalid or already used.'],
    ['unconfigured chain', { chainId: 11155111 }, 'Chain 11155111 is not supported.'],
  ])('refuses a %s', async (_case, overrides, reason) => {
    await expect(verify(await signed(overrides))).rejects.toThrow(new SiweVerificationError(reason));
  });

  it('refuses an expired message (10 minutes + 1 minute of skew)', async () => {
    await expect(verify(await signed(), new Date(NOW.getTime() + 11 * 60_000 + 1))).rejects.toThrow(
      'Message has expired.',
    );
  });

  it('refuses a message issued in the future', async () => {
    await expect(verify(await signed({ now: new Date(NOW.getTime() + 2 * 60_000) }))).rejects.toThrow(
      'Message is issued in the future.',
    );
  });

  it('refuses a tampered message', async () => {
    const { message, signature } = await signed();
    // A field changed after signing (issued one millisecond later).
    const tampered = message.replace('Issued At: 2026-11-21T12:00:00.000Z', 'Issued At: 2026-11-21T12:00:00.001Z');
    expect(tampered).not.toBe(message);
    await expect(verify({ message: tampered, signature })).rejects.toThrow('Signature does not match the address.');
  });

  it.each([
    ['another statement', (text: string) => text.replace('Sign in to Co-Editions.', 'Sign in to Co-Editions!'), "Message statement is not this site's."],
    ['no expiration time', (text: string) => text.replace(/\nExpiration Time: [^\n]+/, ''), 'Message has no expiration time.'],
    ['an expiry 1 day after issuedAt', (text: string) => text.replace(/Expiration Time: [^\n]+/, 'Expiration Time: 2026-11-22T12:00:00.000Z'), 'Message is valid for longer than 10 minutes.'],
    ['an extra line before URI:', (text: string) => text.replace('\nURI: ', '\nClaim: you won 10 ETH\nURI: '), 'Message is not an EIP-4361 message: it has a missing, malformed or out-of-order field, or text outside its fields.'],
    ['text after the last field', (text: string) => `${text}\n\nThis is not a sign-in.`, 'Message is not an EIP-4361 message: it has a missing, malformed or out-of-order field, or text outside its fields.'],
  ])('refuses a message with %s, even correctly signed', async (_case, edit, reason) => {
    const { message } = await signed();
    const edited = edit(message);
    expect(edited).not.toBe(message);
    const signature = await wallet.signMessage({ account: ACCOUNT_0, message: edited });
    await expect(verify({ message: edited, signature })).rejects.toThrow(new SiweVerificationError(reason));
  });

  it.each([
    ['times without fractional seconds', (text: string) => text.replace(/\.000Z/g, 'Z')],
    ['times with an offset from UTC', (text: string) => text.replace('12:00:00.000Z', '13:00:00+01:00').replace('12:10:00.000Z', '13:10:00+01:00')],
  ])('accepts a message with %s, as other standard clients write them', async (_case, edit) => {
    const { message } = await signed();
    const edited = edit(message);
    expect(edited).not.toBe(message);
    const signature = await wallet.signMessage({ account: ACCOUNT_0, message: edited });
    await expect(verify({ message: edited, signature })).resolves.toEqual({ address: ACCOUNT_0, chainId: 1 });
  });

  it('accepts a message built by the reference library (npm siwe)', async () => {
    const { SiweMessage } = await import('siwe');
    const message = new SiweMessage({
      domain: DOMAIN,
      address: ACCOUNT_0,
      statement: 'Sign in to Co-Editions.',
      uri: ORIGIN,
      version: '1',
      chainId: 1,
      nonce: NONCE,
      issuedAt: NOW.toISOString(),
      expirationTime: new Date(NOW.getTime() + 5 * 60_000).toISOString(),
    }).prepareMessage();
    const signature = await wallet.signMessage({ account: ACCOUNT_0, message });
    await expect(verify({ message, signature })).resolves.toEqual({ address: ACCOUNT_0, chainId: 1 });
  });

  it('refuses a scheme other than the site\'s', async () => {
    const { message } = await signed();
    const edited = `http://${message}`;
    const signature = await wallet.signMessage({ account: ACCOUNT_0, message: edited });
    await expect(verify({ message: edited, signature })).rejects.toThrow('Message scheme does not match this site.');
  });

  it('checks an EOA signature without any RPC request, and asks the chain for a contract wallet', async () => {
    const chain = { ...mainnet, rpcUrls: { default: { http: [node().rpcUrl] } } };
    let requests = 0;
    const counted = new Map<number, Client>([[1, createPublicClient({ chain, transport: http(undefined, { onFetchRequest: () => void requests++ }) })]]);
    const verifyCounted = (input: { message: string; signature: `0x${string}` }) =>
      verifySignIn({ ...input, domain: DOMAIN, origin: ORIGIN, nonce: NONCE, clients: counted, now: NOW });
    await expect(verifyCounted(await signed())).resolves.toEqual({ address: ACCOUNT_0, chainId: 1 });
    expect(requests).toBe(0);
    await expect(verifyCounted(await signed({ address: approvingWallet }, ACCOUNT_0))).resolves.toMatchObject({ address: approvingWallet });
    expect(requests).toBeGreaterThan(0);
  });

  it('refuses a signature from another address', async () => {
    await expect(verify(await signed({}, ACCOUNT_1))).rejects.toThrow('Signature does not match the address.');
  });

  it('accepts an ERC-1271 contract wallet that approves the signature', async () => {
    await expect(verify(await signed({ address: approvingWallet }, ACCOUNT_0))).resolves.toEqual({
      address: approvingWallet,
      chainId: 1,
    });
  });

  it('refuses an ERC-1271 contract wallet that refuses the signature', async () => {
    await expect(verify(await signed({ address: refusingWallet }, ACCOUNT_0))).rejects.toThrow(
      'Signature does not match the address.',
    );
  });

  it('refuses a message that is not EIP-4361', async () => {
    await expect(verify({ message: 'hello', signature: '0x1234' })).rejects.toThrow('Message is not an EIP-4361 message: it has a missing, malformed or out-of-order field, or text outside its fields.');
  });

  describe('an undeployed smart account (ERC-6492)', () => {
    const factoryAbi = () => testContract('ERC1271WalletFactory').abi;

    /** A sign-in by the counterfactual wallet `approves` deploys to, its signature wrapped as ERC-6492 with the factory call. */
    async function signedByUndeployedWallet(approves: boolean, salt: `0x${string}`) {
      const account = getAddress(
        (await publicClient.readContract({ address: factory, abi: factoryAbi(), functionName: 'addressOf', args: [salt, approves] })) as Address,
      );
      expect(await publicClient.getCode({ address: account })).toBeUndefined();
      const { message, signature: ownerSignature } = await signed({ address: account }, ACCOUNT_0);
      const signature = serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({ abi: factoryAbi(), functionName: 'deploy', args: [salt, approves] }),
        signature: ownerSignature,
      });
      return { account, message, signature };
    }

    it('accepts a wallet that approves the signature, and leaves it undeployed', async () => {
      const { account, message, signature } = await signedByUndeployedWallet(true, `0x${'01'.repeat(32)}`);
      await expect(verify({ message, signature })).resolves.toEqual({ address: account, chainId: 1 });
      expect(await publicClient.getCode({ address: account })).toBeUndefined();
    });

    it('refuses a wallet that refuses the signature', async () => {
      const { message, signature } = await signedByUndeployedWallet(false, `0x${'02'.repeat(32)}`);
      await expect(verify({ message, signature })).rejects.toThrow('Signature does not match the address.');
    });
  });
});
