import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/server/apiError';
import { parseCreateRequestBody, parsePaymentReportBody } from './requestBody';

const NOW = new Date('2026-11-27T12:00:00Z');
const CHAINS = [1, 11155111];
const TOKEN = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

/** The message of the 400 `parse()` throws. */
function refusal(parse: () => unknown): string {
  try {
    parse();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return error.message;
    throw error;
  }
  throw new Error('accepted');
}

describe('POST /api/requests body', () => {
  it('reads a native and a token request, the amount exact, the token checksummed', () => {
    expect(parseCreateRequestBody({ chainId: 1, token: null, amount: '50000000000000000' }, CHAINS, NOW)).toEqual({
      chainId: 1,
      token: null,
      amount: 50_000_000_000_000_000n,
      note: undefined,
      expiresAt: null,
    });
    const expiresAt = '2026-12-04T12:00:00.000Z';
    expect(parseCreateRequestBody({ chainId: 11155111, token: TOKEN, amount: String(2n ** 256n - 1n), note: 'für das Cover 🎨', expiresAt }, CHAINS, NOW)).toEqual({
      chainId: 11155111,
      token: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      amount: 2n ** 256n - 1n,
      note: 'für das Cover 🎨',
      expiresAt: new Date(expiresAt),
    });
    // 140 characters, some of them two UTF-16 units each.
    expect(parseCreateRequestBody({ chainId: 1, token: null, amount: '1', note: '🎨'.repeat(140) }, CHAINS, NOW).note).toHaveLength(280);
  });

  it.each([
    [{ chainId: 1, token: null, amount: 5e16 }, /"amount" must be a decimal string/],
    [{ chainId: 1, token: null, amount: '0' }, /"amount" must be a positive whole number/],
    [{ chainId: 1, token: null, amount: '-1' }, /"amount" must be a positive whole number/],
    [{ chainId: 1, token: null, amount: '0.5' }, /"amount" must be a positive whole number/],
    [{ chainId: 1, token: null, amount: String(2n ** 256n) }, /"amount" must be below 2\^256/],
    [{ chainId: 137, token: null, amount: '1' }, /"chainId" 137 is not a network this site is set up for/],
    [{ chainId: 1, token: 'usdc', amount: '1' }, /"token" must be/],
    [{ chainId: 1, token: null, amount: '1', note: 'x'.repeat(141) }, /"note" must be at most 140 characters/],
    [{ chainId: 1, token: null, amount: '1', note: 'a\u0000b' }, /"note" must be one line of text, without control characters/],
    [{ chainId: 1, token: null, amount: '1', note: 'two\nlines' }, /"note" must be one line/],
    [{ chainId: 1, token: null, amount: '1', expiresAt: '2026-11-27T11:59:59Z' }, /"expiresAt" is in the past/],
    [{ chainId: 1, token: null, amount: '1', expiresAt: 'tomorrow' }, /"expiresAt" must be an ISO 8601 time/],
    [{ chainId: 1, token: null, amount: '1', requester: '0x0000000000000000000000000000000000000001' }, /a field it cannot have: "requester"/],
    [{ chainId: 1, amount: '1' }, /^"token" is required\.$/],
    [[1, 2], /must be a JSON object/],
  ])('refuses %j with a 400 that names the field', (body, message) => {
    expect(refusal(() => parseCreateRequestBody(body, CHAINS, NOW))).toMatch(message);
  });
});

describe('POST /api/requests/<id>/payment body', () => {
  it('reads a hash, lower-cased', () => {
    expect(parsePaymentReportBody({ hash: `0x${'AB'.repeat(32)}` })).toBe(`0x${'ab'.repeat(32)}`);
  });

  it.each([
    [{ hash: '0x1234' }, /^"hash" must be a transaction hash/],
    [{ hash: `0x${'ab'.repeat(32)}`, from: 'me' }, /^The body has a field it cannot have: "from"\.$/],
    ['0x00', /JSON object/],
    [[1], /JSON object/],
    [{}, /^"hash" is required\.$/],
  ])('refuses %j, saying why', (body, message) => {
    expect(refusal(() => parsePaymentReportBody(body))).toMatch(message);
  });
});
