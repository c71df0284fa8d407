/**
 * `GET /api/avatar/<name>` (pages/api/avatar/[name].ts) against the ENS the
 * global setup deploys and the loopback avatar host its records point at
 * (tooling/avatarHost.ts): good avatars are served from our origin; hostile
 * ones get a 4xx with a JSON reason, never a 5xx, and a private address is
 * never reached.
 */
import sharp from 'sharp';
import { AVATAR_HOST_PATHS } from '../tooling/avatarHost';
import { readE2eEnv } from '../tooling/e2eEnv';
import { ALICE, NAMED_ACCOUNT_NAME, NFT_AVATAR_NAME, NFT_AVATAR_VARIANT_NAMES, REFUSED_AVATAR_NAMES } from '../tooling/ens/ensFixture';
import { expect, test } from './fixtures/test';

const avatarPath = (name: string) => `/api/avatar/${encodeURIComponent(name)}`;

test.describe.configure({ mode: 'parallel' });

/** The served image as sharp reads it: the test host's 8 × 8 PNG, encoded again by the route as a WebP. */
async function expectTestAvatar(body: Buffer) {
  expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 8, height: 8 });
}

test('an image avatar is served from our origin, encoded again as WebP, cached for an hour, locked down if opened', async ({ request }) => {
  const answer = await request.get(avatarPath(NAMED_ACCOUNT_NAME));
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/webp');
  expect(answer.headers()['cache-control']).toBe('public, max-age=3600');
  expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; sandbox");
  await expectTestAvatar(await answer.body());
});

test('an NFT avatar (ERC-721) is resolved through tokenURI and its metadata, and served', async ({ request }) => {
  const answer = await request.get(avatarPath(NFT_AVATAR_NAME));
  expect(answer.status()).toBe(200);
  await expectTestAvatar(await answer.body());
});

test('an NFT avatar named as ERC-1155 is resolved through uri and its metadata, and served', async ({ request }) => {
  const answer = await request.get(avatarPath(NFT_AVATAR_VARIANT_NAMES.erc1155));
  expect(answer.status()).toBe(200);
  await expectTestAvatar(await answer.body());
});

test("an NFT avatar that the name's address does not hold gets 422 with a JSON reason (ENSIP-12)", async ({ request }) => {
  const answer = await request.get(avatarPath(NFT_AVATAR_VARIANT_NAMES.borrowed));
  expect(answer.status()).toBe(422);
  expect(await answer.json()).toEqual({ error: `The NFT avatar of ${NFT_AVATAR_VARIANT_NAMES.borrowed} is not held by the name's address.` });
});

test('a name without an avatar gets 404, and 204 when the app\'s <img> asks quietly', async ({ request }) => {
  const answer = await request.get(avatarPath(ALICE.name));
  expect(answer.status()).toBe(404);
  expect(await answer.json()).toEqual({ error: `${ALICE.name} has no avatar.` });
  const quiet = await request.get(`${avatarPath(ALICE.name)}?quiet=1`);
  expect(quiet.status()).toBe(204);
  expect(quiet.headers()['x-avatar-error']).toBe(`404 ${ALICE.name} has no avatar.`);
});

for (const [title, name, status, reason] of [
  ['a 20 MB image', REFUSED_AVATAR_NAMES.huge, 413, /more than 1048576/],
  ['an SVG', REFUSED_AVATAR_NAMES.svg, 415, /image\/svg\+xml/],
  ['SVG bytes called image/png', REFUSED_AVATAR_NAMES.svgCalledPng, 415, /not a PNG, JPEG, GIF, WebP or AVIF/],
  // The rule broken, never the address: no DNS oracle into the operator's network.
  ['a redirect to 169.254.169.254', REFUSED_AVATAR_NAMES.redirectToMetadataService, 403, /^avatar host not allowed: it is not on the public internet$/],
  ['a redirect to another private address', REFUSED_AVATAR_NAMES.redirectToPrivate, 403, /^avatar host not allowed: it is not on the public internet$/],
] as const) {
  test(`${title}: ${status} with the reason`, async ({ request }) => {
    const answer = await request.get(avatarPath(name));
    expect(answer.status()).toBe(status);
    expect(((await answer.json()) as { error: string }).error).toMatch(reason);
  });
}

test('a host that never answers: 424 once the 5 s limit has passed', async ({ request }) => {
  const answer = await request.get(avatarPath(REFUSED_AVATAR_NAMES.hang), { timeout: 20_000 });
  expect(answer.status()).toBe(424);
  expect(((await answer.json()) as { error: string }).error).toMatch(/did not answer in time/);
});

test('a refusal in the quiet header names the rule, never an address', async ({ request }) => {
  const quiet = await request.get(`${avatarPath(REFUSED_AVATAR_NAMES.redirectToPrivate)}?quiet=1`);
  expect(quiet.status()).toBe(204);
  expect(quiet.headers()['x-avatar-error']).toBe('403 avatar host not allowed: it is not on the public internet');
});

test('a request made by the avatar fetch itself (its user agent or its hop header) is refused: no chain of fetches through our own route', async ({ request }) => {
  const selfRequests: Record<string, string>[] = [{ 'user-agent': 'Co-Editions avatar fetch' }, { 'x-co-editions-avatar-fetch': '1' }];
  for (const headers of selfRequests) {
    const answer = await request.get(avatarPath(NAMED_ACCOUNT_NAME), { headers });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ error: 'avatar requests made by the avatar route itself are refused' });
  }
});

test("the avatar fetch ends when the route's client leaves, long before its 5 s limit", async ({ request }) => {
  const hits = async () =>
    ((await (await request.get(`${readE2eEnv().avatarHost}${AVATAR_HOST_PATHS.hits}`)).json()) as { openHangs: Record<string, number> }).openHangs[AVATAR_HOST_PATHS.abandoned] ?? 0;
  const before = await hits();
  const leaving = new AbortController();
  const asked = fetch(new URL(avatarPath(REFUSED_AVATAR_NAMES.abandoned), test.info().project.use.baseURL), { signal: leaving.signal }).catch(() => 'left');
  await expect.poll(hits).toBe(before + 1);
  leaving.abort();
  expect(await asked).toBe('left');
  // The route's own limit is 5 s; the fetch ends as soon as the client is gone.
  await expect.poll(hits, { timeout: 2_000 }).toBe(before);
});

test('the private address a redirect pointed at was never reached', async ({ request }) => {
  // Ask for it here too, so this test does not depend on another's order.
  expect((await request.get(avatarPath(REFUSED_AVATAR_NAMES.redirectToPrivate))).status()).toBe(403);
  const hits = (await (await request.get(`${readE2eEnv().avatarHost}${AVATAR_HOST_PATHS.hits}`)).json()) as { private: string[] };
  expect(hits.private).toEqual([]);
});

for (const [title, name] of [
  ['not normalised', 'Alice.eth'],
  ['markup', '<img src=x onerror=alert(1)>.eth'],
  ['no dot', 'alice'],
  ['2,000 characters', `${'a'.repeat(1996)}.eth`],
] as const) {
  test(`a bad name (${title}): 400 with a JSON reason`, async ({ request }) => {
    const answer = await request.get(avatarPath(name));
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toEqual({ error: expect.any(String) as unknown });
  });
}

test('POST gets 405 with Allow: GET', async ({ request }) => {
  const answer = await request.post(avatarPath(NAMED_ACCOUNT_NAME), { data: {} });
  expect(answer.status()).toBe(405);
  expect(answer.headers().allow).toBe('GET');
});
