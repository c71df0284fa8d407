import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { trackServerWork } from '@/lib/server/serverWork';
import { closeDatabaseWhenIdle, DatabaseUnavailableError, getDatabase } from './database';

describe('the server database at shutdown', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'co-editions-db-'));
  vi.stubEnv('DATA_DIR', dataDir);
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('closes once the work in progress is done, which still reads and writes; later work is refused', async () => {
    await getDatabase();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inFlight = trackServerWork(async () => {
      await held;
      const db = await getDatabase();
      return db.execute('SELECT 1 AS one');
    });
    let closed = false;
    const closing = closeDatabaseWhenIdle().then(() => {
      closed = true;
    });
    // The close waits for the work: nothing closes while it is held.
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    release();
    await expect(inFlight).resolves.toBeDefined();
    await closing;
    expect(closed).toBe(true);
    await expect(getDatabase()).rejects.toBeInstanceOf(DatabaseUnavailableError);
  });
});
