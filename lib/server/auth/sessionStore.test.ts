import { eq } from 'drizzle-orm';
import type { Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '@/lib/server/db/database';
import { sessions, siweNonces } from '@/lib/server/db/schema';
import { pruneNonces, storeNonce, takeNonce } from './nonceStore';
import { createSession, describeDevice, listSessions, pruneSessions, readSession, revokeOtherSessions, revokeSession } from './sessionStore';

const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const T0 = new Date('2026-12-01T12:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('sessions and nonces in the database (PGlite)', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'memory' });
  });
  afterAll(async () => {
    await database.close();
  });
  const newSession = (address: Address, now = T0, device = 'Chrome on Linux') => createSession(database.db, { address, chainId: 1, device, now });
  const lastSeen = async (id: string) => (await database.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.lastSeenAt;

  it('keeps a session 7 days from its sign-in, moving "last seen" at most once a minute', async () => {
    const id = await newSession(ALICE);
    expect(id).toMatch(/^[\w-]{22}$/);
    expect(await readSession(database.db, id, at(30_000))).toEqual({ address: ALICE, chainId: 1 });
    expect(await lastSeen(id)).toEqual(T0);
    await readSession(database.db, id, at(MINUTE));
    expect(await lastSeen(id)).toEqual(at(MINUTE));
    expect(await readSession(database.db, id, at(7 * DAY - 1))).not.toBeNull();
    expect(await readSession(database.db, id, at(7 * DAY))).toBeNull();
    expect(await readSession(database.db, 'no-such-session-000000', T0)).toBeNull();
  });

  it('revokes one session of its own address only, and every other session of an address', async () => {
    const [first, second, third, bobs] = [await newSession(ALICE, at(1)), await newSession(ALICE, at(2)), await newSession(ALICE, at(3)), await newSession(BOB, at(4))];
    expect(await revokeSession(database.db, first, at(5), BOB)).toBe(false);
    expect(await revokeSession(database.db, first, at(5), ALICE)).toBe(true);
    expect(await revokeSession(database.db, first, at(6), ALICE)).toBe(false);
    expect(await readSession(database.db, first, at(6))).toBeNull();
    expect(await revokeOtherSessions(database.db, ALICE, third, at(7))).toBeGreaterThanOrEqual(1);
    expect(await readSession(database.db, second, at(8))).toBeNull();
    expect(await readSession(database.db, third, at(8))).not.toBeNull();
    expect(await readSession(database.db, bobs, at(8))).not.toBeNull();
  });

  it('lists an address’s active sessions only, newest first, marking the caller’s', async () => {
    const older = await newSession(BOB, at(10), 'Firefox on Windows');
    const newer = await newSession(BOB, at(20), 'Safari on iOS');
    const ended = await newSession(BOB, at(30));
    await revokeSession(database.db, ended, at(40));
    const listed = await listSessions(database.db, BOB, older, at(50));
    expect(listed.slice(0, 2).map(({ id, current, device }) => ({ id, current, device }))).toEqual([
      { id: newer, current: false, device: 'Safari on iOS' },
      { id: older, current: true, device: 'Firefox on Windows' },
    ]);
    expect(listed.map(({ id }) => id)).not.toContain(ended);
    expect(listed[0]).toMatchObject({ createdAt: at(20).toISOString(), lastSeenAt: at(20).toISOString(), expiresAt: at(20 + 7 * DAY).toISOString() });
  });

  it('deletes ended sessions 30 days after they ended, not before', async () => {
    const revoked = await newSession(ALICE, at(0));
    await revokeSession(database.db, revoked, at(DAY));
    const expiring = await newSession(ALICE, at(0));
    const count = async () => (await database.db.select().from(sessions).where(eq(sessions.id, revoked))).length + (await database.db.select().from(sessions).where(eq(sessions.id, expiring))).length;
    await pruneSessions(database.db, at(30 * DAY));
    expect(await count()).toBe(2);
    await pruneSessions(database.db, at(31 * DAY + 1));
    expect(await count()).toBe(1);
    await pruneSessions(database.db, at(37 * DAY + 1));
    expect(await count()).toBe(0);
  });

  it('uses a nonce once, within 10 minutes, and prunes the ones never used', async () => {
    await storeNonce(database.db, 'nonceone1234', T0);
    expect(await takeNonce(database.db, 'nonceone1234', at(MINUTE))).toBe('taken');
    expect(await takeNonce(database.db, 'nonceone1234', at(MINUTE))).toBe('unknown');
    await storeNonce(database.db, 'noncetwo1234', T0);
    expect(await takeNonce(database.db, 'noncetwo1234', at(10 * MINUTE + 1))).toBe('expired');
    await storeNonce(database.db, 'noncethree12', T0);
    await storeNonce(database.db, 'noncefour123', at(5 * MINUTE));
    expect(await pruneNonces(database.db, at(11 * MINUTE))).toBe(1);
    expect((await database.db.select().from(siweNonces)).map(({ nonce }) => nonce)).toEqual(['noncefour123']);
  });
});

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Windows'],
    ['curl/8.5.0', 'Unknown browser'],
    [undefined, 'Unknown browser'],
    ['', 'Unknown browser'],
    ['<script>alert(1)</script>', 'Unknown browser'],
  ])('reads %j as %j', (userAgent, device) => {
    expect(describeDevice(userAgent)).toBe(device);
  });

  it('keeps at most 60 characters of whatever a User-Agent claims', () => {
    expect(describeDevice(`${'A'.repeat(500)}/1.0`).length).toBeLessThanOrEqual(60);
  });
});
