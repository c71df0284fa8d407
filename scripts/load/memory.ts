import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/* The server's memory, as `npm run load` reads it (Linux `/proc`, and the heap probe `heapProbe.mjs`). */

/** How long a heap reading may take (a full collection of every server process), ms. */
const HEAP_PROBE_TIMEOUT_MS = 10_000;

/** `pid` and its descendants (Linux `/proc`). */
function processTree(pid: number): number[] {
  const children = (id: number): number[] => {
    try {
      return readdirSync(`/proc/${id}/task`).flatMap((task) =>
        readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
      );
    } catch {
      return [];
    }
  };
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...children(tree[i]!));
  return tree;
}

/** Resident memory of `pid` and its descendants, in bytes (Linux `/proc`). */
export function residentBytes(pid: number): number {
  return processTree(pid).reduce((sum, id) => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'));
      return sum + (match ? Number(match[1]) * 1024 : 0);
    } catch {
      return sum;
    }
  }, 0);
}

/**
 * Live heap of the server's processes after a full garbage collection,
 * bytes (V8 heap used plus external memory, summed): signals each process
 * in the tree that runs `heapProbe.mjs` and waits for all their readings.
 *
 * @throws when no process runs the probe, or a reading does not come within
 *   {@link HEAP_PROBE_TIMEOUT_MS}.
 */
export async function liveHeapBytes(pid: number, probeDir: string): Promise<number> {
  // The probe marks each process it runs in with a file on start.
  const probed = processTree(pid).filter((id) => existsSync(path.join(probeDir, `${id}.json`)));
  if (probed.length === 0) throw new Error('No server process runs scripts/load/heapProbe.mjs.');
  const asked = Date.now();
  for (const id of probed) process.kill(id, 'SIGUSR2');
  type Reading = { at: number; heapUsed: number; external: number };
  const reading = (id: number): Reading | undefined => {
    try {
      const value = JSON.parse(readFileSync(path.join(probeDir, `${id}.json`), 'utf8')) as Reading;
      return value.at >= asked ? value : undefined;
    } catch {
      return undefined; // Being written.
    }
  };
  while (Date.now() - asked < HEAP_PROBE_TIMEOUT_MS) {
    const readings = probed.map(reading).filter((value): value is Reading => value !== undefined);
    if (readings.length === probed.length) return readings.reduce((sum, value) => sum + value.heapUsed + value.external, 0);
    await delay(50);
  }
  throw new Error(`No heap reading from the server within ${HEAP_PROBE_TIMEOUT_MS} ms.`);
}
