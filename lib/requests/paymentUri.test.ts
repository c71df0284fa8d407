import { describe, expect, it } from 'vitest';
import { buildPaymentUri, parsePaymentUri, PaymentUriError, type PaymentUriProblem } from './paymentUri';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

/** The problem `parsePaymentUri` names for `uri`. */
function problemOf(uri: string): PaymentUriProblem | undefined {
  try {
    parsePaymentUri(uri);
  } catch (error) {
    if (error instanceof PaymentUriError) return error.problem;
    throw error;
  }
  return undefined;
}

describe('EIP-681 payment URIs', () => {
  it('builds a native payment and reads it back exactly', () => {
    const payment = { recipient: ALICE, token: null, amount: 50_000_000_000_000_000n, chainId: 11155111 } as const;
    const uri = buildPaymentUri(payment);
    expect(uri).toBe(`ethereum:${ALICE}@11155111?value=50000000000000000`);
    expect(parsePaymentUri(uri)).toEqual(payment);
  });

  it('builds a token payment as an ERC-20 transfer and reads it back exactly', () => {
    const payment = { recipient: ALICE, token: USDC, amount: 2n ** 256n - 1n, chainId: 1 } as const;
    const uri = buildPaymentUri(payment);
    expect(uri).toBe(`ethereum:${USDC}@1/transfer?address=${ALICE}&uint256=${2n ** 256n - 1n}`);
    expect(parsePaymentUri(uri)).toEqual(payment);
  });

  it('reads what other wallets write: pay- prefix, exponents, no chain, lower-case addresses, an ENS name, gas', () => {
    expect(parsePaymentUri(`ethereum:pay-${ALICE.toLowerCase()}?value=2.014e18&gas=21000`)).toEqual({
      recipient: ALICE,
      token: null,
      amount: 2_014_000_000_000_000_000n,
      chainId: undefined,
    });
    expect(parsePaymentUri('ethereum:Alice.eth@1')).toEqual({ recipient: 'alice.eth', token: null, amount: undefined, chainId: 1 });
    expect(parsePaymentUri(`ethereum:${USDC}/transfer?address=bob.eth&uint256=1e6`)).toEqual({ recipient: 'bob.eth', token: USDC, amount: 1_000_000n, chainId: undefined });
  });

  it.each([
    ['https://example.com', 'scheme'],
    ['bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT', 'scheme'],
    ['ethereum:0x1234', 'target'],
    ['ethereum:not a name?value=1', 'target'],
    [`ethereum:alice.eth/transfer?address=${ALICE}&uint256=1`, 'target'],
    [`ethereum:${ALICE}@0?value=1`, 'chain'],
    [`ethereum:${ALICE}@1x?value=1`, 'chain'],
    [`ethereum:${USDC}@1/approve?address=${ALICE}&uint256=1`, 'function'],
    [`ethereum:${USDC}@1/transfer?uint256=1`, 'parameter'],
    [`ethereum:${ALICE}@1?value=1&value=2`, 'parameter'],
    [`ethereum:${ALICE}@1?value=1&data=0x00`, 'parameter'],
    [`ethereum:${ALICE}@1?value=%E0%A4%A`, 'parameter'],
    [`ethereum:${ALICE}@1?value=-1`, 'amount'],
    [`ethereum:${ALICE}@1?value=0.5`, 'amount'],
    [`ethereum:${ALICE}@1?value=1.5e-3`, 'amount'],
    [`ethereum:${ALICE}@1?value=1e78`, 'amount'],
  ] as const)('refuses %s, naming the %s', (uri, problem) => {
    expect(problemOf(uri)).toBe(problem);
  });
});
