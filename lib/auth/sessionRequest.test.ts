import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_ROUTES } from './authRequest';
import { fetchSession, prefetchSession, takePrefetchedSession } from './sessionRequest';

afterEach(() => {
  takePrefetchedSession()?.catch(() => undefined);
  vi.unstubAllGlobals();
});

const signedIn = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 };

describe('fetchSession', () => {
  it('reads the signed-in visitor, null when signed out, and throws on a status other than 2xx', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify(signedIn), { status: 200 }))
      .mockResolvedValueOnce(new Response('null', { status: 200 }))
      .mockResolvedValueOnce(new Response('oops', { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchSession()).resolves.toEqual(signedIn);
    await expect(fetchSession()).resolves.toBeNull();
    await expect(fetchSession()).rejects.toThrow(`${AUTH_ROUTES.session} answered 500.`);
    expect(fetch).toHaveBeenCalledWith(AUTH_ROUTES.session, { credentials: 'same-origin', cache: 'no-store' });
  });
});

describe('prefetchSession', () => {
  it('starts one request, handed to the first taker only', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(JSON.stringify(signedIn), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    prefetchSession();
    prefetchSession();
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(takePrefetchedSession()).resolves.toEqual(signedIn);
    expect(takePrefetchedSession()).toBeUndefined();
  });

  it('keeps a failed request for its taker instead of throwing', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    prefetchSession();
    await expect(takePrefetchedSession()).rejects.toThrow('Failed to fetch');
  });
});
