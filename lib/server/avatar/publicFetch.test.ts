import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_HOST_PATHS, AVATAR_PNG, startAvatarHost, type AvatarHost } from '@/tooling/avatarHost';
import { AVATAR_FETCH_HOP_HEADER, AVATAR_FETCH_USER_AGENT, fetchPublic, isPublicAddress } from './publicFetch';

describe('isPublicAddress', () => {
  it.each(['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'])('is true for the public unicast address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '127.0.0.1',
    '127.0.0.2',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:169.254.169.254',
    'not an address',
  ])('is false for %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('fetchPublic, against a loopback host', () => {
  let host: AvatarHost;
  const loopback = new Set(['127.0.0.1']);
  const fetchFrom = (path: string, { maxBytes = 1_048_576, timeoutMs = 2_000, allowed = loopback } = {}) =>
    fetchPublic({ url: new URL(host.url(path)), maxBytes, signal: AbortSignal.timeout(timeoutMs), allowedAddresses: allowed });

  beforeAll(async () => {
    host = await startAvatarHost();
  });
  afterAll(async () => {
    await host.stop();
  });

  it('reads an image from an allowed address, with its content type', async () => {
    const { bytes, contentType } = await fetchFrom(AVATAR_HOST_PATHS.image);
    expect(bytes.equals(AVATAR_PNG)).toBe(true);
    expect(contentType).toBe('image/png');
  });

  it('refuses loopback itself (403) unless allowed, before sending anything', async () => {
    await expect(fetchFrom(AVATAR_HOST_PATHS.image, { allowed: new Set() })).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a host name that resolves to a private address (403)', async () => {
    await expect(
      fetchPublic({ url: new URL(`http://localhost:${new URL(host.origin).port}/avatar.png`), maxBytes: 1_000, signal: AbortSignal.timeout(2_000) }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('refuses a redirect to the cloud metadata address and one to another private address, which is never reached', async () => {
    await expect(fetchFrom(AVATAR_HOST_PATHS.redirectToMetadataService)).rejects.toMatchObject({ status: 403, message: 'avatar host not allowed: it is not on the public internet' });
    await expect(fetchFrom(AVATAR_HOST_PATHS.redirectToPrivate)).rejects.toMatchObject({ status: 403 });
    expect(host.privateHits).toEqual([]);
  });

  it('names the rule broken, never an address: no DNS oracle into the network', async () => {
    const refusals = await Promise.all([
      fetchFrom(AVATAR_HOST_PATHS.image, { allowed: new Set() }).catch((error: Error) => error.message),
      fetchPublic({ url: new URL(`http://localhost:${new URL(host.origin).port}/avatar.png`), maxBytes: 1_000, signal: AbortSignal.timeout(2_000) }).catch((error: Error) => error.message),
      fetchFrom(AVATAR_HOST_PATHS.redirectToPrivate).catch((error: Error) => error.message),
    ]);
    expect(refusals).toEqual(Array(3).fill('avatar host not allowed: it is not on the public internet'));
  });

  it('refuses this site\'s own origin, as the first URL or a redirect\'s', async () => {
    await expect(
      fetchPublic({ url: new URL(host.url(AVATAR_HOST_PATHS.image)), maxBytes: 1_000, signal: AbortSignal.timeout(2_000), allowedAddresses: loopback, ownOrigins: [host.origin] }),
    ).rejects.toMatchObject({ status: 403, message: 'avatar host not allowed: it is this site' });
    await expect(
      fetchPublic({ url: new URL(host.url(AVATAR_HOST_PATHS.redirectToHost)), maxBytes: 1_000, signal: AbortSignal.timeout(2_000), allowedAddresses: loopback, ownOrigins: [host.origin.replace('127.0.0.1', 'localhost')] }),
    ).rejects.toMatchObject({ status: 403, message: 'avatar host not allowed: it is this site' });
  });

  it('says who asks: the avatar fetch user agent and hop header, which the route refuses', async () => {
    const { bytes } = await fetchFrom(AVATAR_HOST_PATHS.echoHeaders);
    expect(JSON.parse(bytes.toString('utf8'))).toMatchObject({ 'user-agent': AVATAR_FETCH_USER_AGENT, [AVATAR_FETCH_HOP_HEADER]: '1' });
  });

  it('ends the socket as soon as its signal aborts', async () => {
    const controller = new AbortController();
    const fetching = fetchPublic({ url: new URL(host.url(AVATAR_HOST_PATHS.hang)), maxBytes: 1_000, signal: controller.signal, allowedAddresses: loopback });
    await expect.poll(() => host.openHangs(AVATAR_HOST_PATHS.hang)).toBe(1);
    controller.abort();
    await expect(fetching).rejects.toMatchObject({ status: 424 });
    await expect.poll(() => host.openHangs(AVATAR_HOST_PATHS.hang)).toBe(0);
  });

  it('refuses a body over the limit (413) without reading it all', async () => {
    await expect(fetchFrom(AVATAR_HOST_PATHS.huge)).rejects.toMatchObject({ status: 413 });
  });

  it('gives up on a host that never answers (424) when the signal aborts', async () => {
    await expect(fetchFrom(AVATAR_HOST_PATHS.hang, { timeoutMs: 300 })).rejects.toMatchObject({ status: 424, message: expect.stringContaining('in time') });
  });

  it('reports an HTTP error status as 424', async () => {
    await expect(fetchFrom('/nothing-here')).rejects.toMatchObject({ status: 424, message: expect.stringContaining('404') });
  });
});
