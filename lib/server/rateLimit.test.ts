import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ApiError } from './apiError';
import { clientAddress, createRateLimit } from './rateLimit';

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe('rate limits per client address', () => {
  it('counts the socket’s peer, or behind a trusted proxy the address that proxy appended, never what the client wrote', () => {
    expect(clientAddress(request('10.0.0.2', '1.2.3.4'), false)).toBe('10.0.0.2');
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(request('10.0.0.2'), true)).toBe('10.0.0.2');
  });

  it('answers 429 with the seconds to wait once an address is past its limit, and leaves other addresses alone', async () => {
    const limit = createRateLimit({ name: 'tries', perMinute: 2, what: 'tries' });
    await limit.consume(request('198.51.100.1'), false);
    await limit.consume(request('198.51.100.1'), false);
    const refusal = await limit.consume(request('198.51.100.1'), false).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 429, message: expect.stringMatching(/at most 2 a minute/) });
    expect((refusal as ApiError).retryAfterSeconds).toBeGreaterThan(0);
    await limit.consume(request('198.51.100.2'), false);
  });
});
