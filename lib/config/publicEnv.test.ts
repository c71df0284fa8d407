import { describe, expect, it } from 'vitest';
import { InvalidEnvError } from './InvalidEnvError';
import { parseEnv, type EnvValues } from './parseEnv';
import { publicEnvSchema } from './publicEnv';

const projectId = { NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'YOUR_PROJECT_ID' };
const parse = (env: EnvValues) => parseEnv(publicEnvSchema, { ...projectId, ...env });

/** The error `parse(env)` throws. */
function errorOf(env: EnvValues): InvalidEnvError {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof InvalidEnvError) return error;
    throw error;
  }
  throw new Error(`${JSON.stringify(env)} parsed`);
}

describe('NEXT_PUBLIC_CHAINS', () => {
  it('defaults to Ethereum and Sepolia when unset or blank', () => {
    expect(parse({}).NEXT_PUBLIC_CHAINS).toEqual([1, 11155111]);
    expect(parse({ NEXT_PUBLIC_CHAINS: '  ' }).NEXT_PUBLIC_CHAINS).toEqual([1, 11155111]);
  });

  it('keeps the given order and trims spaces', () => {
    expect(parse({ NEXT_PUBLIC_CHAINS: '11155111, 1' }).NEXT_PUBLIC_CHAINS).toEqual([11155111, 1]);
    expect(parse({ NEXT_PUBLIC_CHAINS: '31337,1337' }).NEXT_PUBLIC_CHAINS).toEqual([31337, 1337]);
  });

  it('accepts every documented chain id', () => {
    expect(parse({ NEXT_PUBLIC_CHAINS: '1,11155111,8453,10,42161,137,31337,1337' }).NEXT_PUBLIC_CHAINS).toHaveLength(8);
  });

  it.each([
    ['5', /^NEXT_PUBLIC_CHAINS: unknown chain id 5\. Supported chain ids: 1 \(Ethereum\)/],
    ['mainnet', /^NEXT_PUBLIC_CHAINS: "mainnet" is not a chain id/],
    ['1,,2', /^NEXT_PUBLIC_CHAINS: "" is not a chain id/],
    ['1,1', /^NEXT_PUBLIC_CHAINS: chain id 1 is listed twice/],
    ['0x1', /^NEXT_PUBLIC_CHAINS: "0x1" is not a chain id/],
  ])('rejects %j with a message naming the variable', (value, message) => {
    const error = errorOf({ NEXT_PUBLIC_CHAINS: value });
    expect(error.variable).toBe('NEXT_PUBLIC_CHAINS');
    expect(error.message).toMatch(message);
  });
});

describe('NEXT_PUBLIC_RPC_URL_<chainId>', () => {
  it('is undefined when unset or blank, so viem uses its public RPC', () => {
    expect(parse({}).NEXT_PUBLIC_RPC_URL_1).toBeUndefined();
    expect(parse({ NEXT_PUBLIC_RPC_URL_1: '  ' }).NEXT_PUBLIC_RPC_URL_1).toBeUndefined();
  });

  it('takes one http(s) URL, or several, comma-separated, in order', () => {
    expect(parse({ NEXT_PUBLIC_RPC_URL_31337: ' http://127.0.0.1:8545 ' }).NEXT_PUBLIC_RPC_URL_31337).toEqual(['http://127.0.0.1:8545']);
    expect(parse({ NEXT_PUBLIC_RPC_URL_1: 'https://a.example.org, http://127.0.0.1:8545 ,https://b.example.org/key' }).NEXT_PUBLIC_RPC_URL_1).toEqual([
      'https://a.example.org',
      'http://127.0.0.1:8545',
      'https://b.example.org/key',
    ]);
  });

  it.each([
    ['not a url', /^NEXT_PUBLIC_RPC_URL_8453: "not a url" is not a URL/],
    ['ws://127.0.0.1:8545', /^NEXT_PUBLIC_RPC_URL_8453: "ws:\/\/127\.0\.0\.1:8545" must use http: or https:/],
    ['127.0.0.1:8545', /^NEXT_PUBLIC_RPC_URL_8453: /],
    ['https://a.example.org,,https://b.example.org', /^NEXT_PUBLIC_RPC_URL_8453: .* has an empty entry/],
    ['https://a.example.org,', /^NEXT_PUBLIC_RPC_URL_8453: .* has an empty entry/],
    ['https://a.example.org,not a url', /^NEXT_PUBLIC_RPC_URL_8453: "not a url" is not a URL/],
    ['https://a.example.org,https://a.example.org', /^NEXT_PUBLIC_RPC_URL_8453: "https:\/\/a\.example\.org" is listed twice/],
  ])('rejects %j naming the variable, even for a chain that is not switched on', (value, message) => {
    expect(errorOf({ NEXT_PUBLIC_RPC_URL_8453: value }).message).toMatch(message);
  });
});

describe('NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID', () => {
  it.each([undefined, '', '   '])('fails for %j with the kit message, naming the variable', (value) => {
    expect(errorOf({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: value }).message).toBe(
      'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: No projectId found. Every dApp must now provide a WalletConnect Cloud projectId.',
    );
  });

  it('takes the placeholder, for the kit to substitute, and a 32-hex-character Cloud project id', () => {
    expect(parse({}).NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID).toBe('YOUR_PROJECT_ID');
    const id = '0123456789abcdef0123456789ABCDEF';
    expect(parse({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: ` ${id} ` }).NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID).toBe(id);
  });

  it('rejects a malformed id naming the variable', () => {
    expect(errorOf({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'my-project' }).message).toMatch(
      /^NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: "my-project" is not a WalletConnect Cloud project id/,
    );
  });
});

describe('NEXT_PUBLIC_SIWE', () => {
  it('is on unless off, and refuses anything else', () => {
    expect(parse({}).NEXT_PUBLIC_SIWE).toBe(true);
    expect(parse({ NEXT_PUBLIC_SIWE: ' ON ' }).NEXT_PUBLIC_SIWE).toBe(true);
    expect(parse({ NEXT_PUBLIC_SIWE: 'off' }).NEXT_PUBLIC_SIWE).toBe(false);
    expect(errorOf({ NEXT_PUBLIC_SIWE: 'no' }).message).toBe('NEXT_PUBLIC_SIWE: "no" is not "on" or "off".');
  });
});
