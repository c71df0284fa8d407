/**
 * `GET /api/tokens` (pages/api/tokens.ts): the published token list's
 * tokens on the configured chains only, without logos, cacheable; any
 * other method gets 405 with `Allow`.
 */
import { TOKEN_LIST_PATH } from '../components/account/useTokens';
import { expect, test } from './fixtures/test';

test('answers the configured chains\' tokens, without logos, cached for an hour', async ({ request }) => {
  const answer = await request.get(TOKEN_LIST_PATH);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=3600');
  const { source, tokens } = (await answer.json()) as { source: string; tokens: Record<string, unknown>[] };
  expect(source).toMatch(/^Uniswap Labs Default \d+\.\d+\.\d+$/);
  expect(new Set(tokens.map((token) => token.chainId))).toEqual(new Set([1, 11155111]));
  expect(tokens).toContainEqual({ chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', name: 'USDCoin', symbol: 'USDC', decimals: 6 });
  expect(tokens.every((token) => Object.keys(token).sort().join() === 'address,chainId,decimals,name,symbol')).toBe(true);
});

test('POST gets 405 with Allow: GET and a JSON reason', async ({ request }) => {
  const answer = await request.post(TOKEN_LIST_PATH, { data: {} });
  expect(answer.status()).toBe(405);
  expect(answer.headers().allow).toBe('GET');
  expect(await answer.json()).toEqual({ error: expect.any(String) as unknown });
});
