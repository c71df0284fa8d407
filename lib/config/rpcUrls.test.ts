import { describe, expect, it } from 'vitest';
import { InvalidEnvError } from './InvalidEnvError';
import { parseRpcUrls, rpcUrlVariable } from './rpcUrls';

describe('parseRpcUrls', () => {
  it('returns undefined when unset or blank, so viem uses its public RPC', () => {
    expect(parseRpcUrls(1, undefined)).toBeUndefined();
    expect(parseRpcUrls(1, '')).toBeUndefined();
    expect(parseRpcUrls(1, '  ')).toBeUndefined();
  });

  it('accepts http and https URLs', () => {
    expect(parseRpcUrls(1, 'https://rpc.example.org/v1/key')).toEqual(['https://rpc.example.org/v1/key']);
    expect(parseRpcUrls(31337, ' http://127.0.0.1:8545 ')).toEqual(['http://127.0.0.1:8545']);
  });

  it('accepts several, comma-separated, in order', () => {
    expect(parseRpcUrls(1, 'https://a.example.org, http://127.0.0.1:8545 ,https://b.example.org/key')).toEqual([
      'https://a.example.org',
      'http://127.0.0.1:8545',
      'https://b.example.org/key',
    ]);
  });

  it.each([
    ['not a url', /NEXT_PUBLIC_RPC_URL_1: "not a url" is not a URL/],
    ['ws://127.0.0.1:8545', /NEXT_PUBLIC_RPC_URL_1: "ws:\/\/127\.0\.0\.1:8545" must use http: or https:/],
    ['127.0.0.1:8545', /NEXT_PUBLIC_RPC_URL_1: /],
    ['https://a.example.org,,https://b.example.org', /NEXT_PUBLIC_RPC_URL_1: .* has an empty entry/],
    ['https://a.example.org,', /NEXT_PUBLIC_RPC_URL_1: .* has an empty entry/],
    ['https://a.example.org,not a url', /NEXT_PUBLIC_RPC_URL_1: "not a url" is not a URL/],
    ['https://a.example.org,https://a.example.org', /NEXT_PUBLIC_RPC_URL_1: "https:\/\/a\.example\.org" is listed twice/],
  ])('rejects %j naming the variable', (value, message) => {
    expect(() => parseRpcUrls(1, value)).toThrow(InvalidEnvError);
    expect(() => parseRpcUrls(1, value)).toThrow(message);
  });

  it('names the per-chain variable', () => {
    expect(rpcUrlVariable(11155111)).toBe('NEXT_PUBLIC_RPC_URL_11155111');
  });
});
