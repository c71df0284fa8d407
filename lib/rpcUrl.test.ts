import { describe, expect, it } from 'vitest';
import { InvalidEnvError } from './errors';
import { parseRpcUrl, rpcUrlVariable } from './rpcUrl';

describe('parseRpcUrl', () => {
  it('returns undefined when unset or blank, so viem uses its public RPC', () => {
    expect(parseRpcUrl(1, undefined)).toBeUndefined();
    expect(parseRpcUrl(1, '')).toBeUndefined();
  });

  it('accepts http and https URLs', () => {
    expect(parseRpcUrl(1, 'https://rpc.example.org/v1/key')).toBe('https://rpc.example.org/v1/key');
    expect(parseRpcUrl(31337, ' http://127.0.0.1:8545 ')).toBe('http://127.0.0.1:8545');
  });

  it.each([
    ['not a url', /NEXT_PUBLIC_RPC_URL_1: "not a url" is not a URL/],
    ['ws://127.0.0.1:8545', /NEXT_PUBLIC_RPC_URL_1: "ws:\/\/127\.0\.0\.1:8545" must use http: or https:/],
    ['127.0.0.1:8545', /NEXT_PUBLIC_RPC_URL_1: /],
  ])('rejects %j naming the variable', (value, message) => {
    expect(() => parseRpcUrl(1, value)).toThrow(InvalidEnvError);
    expect(() => parseRpcUrl(1, value)).toThrow(message);
  });

  it('names the per-chain variable', () => {
    expect(rpcUrlVariable(11155111)).toBe('NEXT_PUBLIC_RPC_URL_11155111');
  });
});
