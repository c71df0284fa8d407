import { BlockNotFoundError, HttpRequestError, TimeoutError, type Chain, type Client, type Hash, type Transport } from 'viem';
import { getBlock, getTransactionReceipt } from 'viem/actions';
import type { Database } from '@/lib/server/db/database';
import type { BlockTracer } from '@/lib/server/requests/callTraces';
import { movePayment, withdrawPayment } from '@/lib/server/requests/paymentLedger';
import { readRangePayments } from './rangePayments';
import { attributePayment, markPolled, moveCursor, oldestCreatedBlock, readCursor, unfinalPaymentsOn, watchedRecipientsOn, type CursorBlock } from './watchStore';

/** The most blocks one range reads: one `eth_getLogs` over 1,000 blocks is what most providers accept. */
const MAX_RANGE_BLOCKS = 1_000n;

/** Recent blocks whose hashes the watcher keeps in memory, to find where a reorganisation forked. */
const WINDOW_BLOCKS = 128n;

/** Thrown when the chain's cursor moved under this watcher: another instance watches the chain now. */
class CursorMovedError extends Error {
  override name = 'CursorMovedError';
}

/** Parameters of {@link createChainWatcher}. */
export type ChainWatcherParameters = {
  chainId: number;
  /** The chain's node: the server's own (`RPC_URL_<chainId>`) where set. */
  client: Client<Transport, Chain>;
  /** Blocks below the latest that count as final where the node has no `finalized` tag. */
  finalityDepth: number;
  /** The clock: expiries, the history's times, the health's last poll. */
  now: () => Date;
};

/** What one poll did: the latest block, the cursor after it, the requests its ranges recorded a payment for (new, or seen in another block), and whether the chain had gone back. */
export type PollResult = { headNumber: bigint; cursor: bigint; paid: string[]; reorg: boolean };

/** One chain's watcher: {@link ChainWatcher.poll} as often as the chain makes blocks. */
export type ChainWatcher = { poll: (database: Database, shouldStop: () => boolean) => Promise<PollResult> };

/** Whether a node's error is about the range asked for (too many blocks or results), so a smaller range may pass. */
function isRangeTooLarge(error: unknown): boolean {
  if (error instanceof HttpRequestError || error instanceof TimeoutError) return false;
  const text = [error, (error as { cause?: unknown }).cause].map((item) => (item instanceof Error ? item.message : '')).join(' ');
  return /range|too many|limit|exceed|too large|max(?:imum)? (?:block|results)/i.test(text);
}

/**
 * A payment watcher for one chain (`docs/requests.md`, "The watcher"). Each
 * poll, with the chain's cursor in the database:
 * 1. checks that the chain still has the cursor's block; when it does not
 *    (a reorganisation, a node resynced or reverted), goes back to the
 *    newest block it still has of those it kept, else far enough to cover
 *    them, and checks every payment not yet final again by its receipt;
 * 2. finalises the payments whose block is at or below the chain's
 *    `finalized` block (else the latest minus `finalityDepth`);
 * 3. reads the blocks after the cursor, at most {@link MAX_RANGE_BLOCKS}
 *    at a time (halved while the node finds a range too large), never
 *    before the oldest open request's creation block, and in one database
 *    transaction per range records what they pay and moves the cursor.
 *
 * @throws the node's and the database's errors; {@link CursorMovedError} when another instance took the chain.
 */
export function createChainWatcher({ chainId, client, finalityDepth, now }: ChainWatcherParameters): ChainWatcher {
  const recent = new Map<bigint, Hash>();
  let tracer: BlockTracer = 'debug';
  let rangeBlocks = MAX_RANGE_BLOCKS;
  let hasFinalizedTag = true;

  const remember = (blockNumber: bigint, blockHash: Hash) => {
    recent.set(blockNumber, blockHash.toLowerCase() as Hash);
    for (const kept of recent.keys()) if (kept <= blockNumber - WINDOW_BLOCKS) recent.delete(kept);
  };
  const blockAt = (blockNumber: bigint) =>
    getBlock(client, { blockNumber }).catch((error: unknown) => {
      if (error instanceof BlockNotFoundError) return undefined;
      throw error;
    });

  /** The newest block below `cursor` the chain still has, of those kept; else the lowest a kept block could be. */
  async function forkPoint(cursor: bigint, headNumber: bigint): Promise<bigint> {
    for (const [blockNumber, blockHash] of [...recent].filter(([number]) => number < cursor && number <= headNumber).sort(([a], [b]) => (a > b ? -1 : 1))) {
      if ((await blockAt(blockNumber))?.hash.toLowerCase() === blockHash) return blockNumber;
    }
    const floor = (cursor < headNumber ? cursor : headNumber) - WINDOW_BLOCKS;
    return floor > 0n ? floor : 0n;
  }

  /** The chain's finalized block: its `finalized` tag, else the latest minus the depth. */
  async function finalizedNumber(headNumber: bigint): Promise<bigint> {
    if (hasFinalizedTag) {
      try {
        return (await getBlock(client, { blockTag: 'finalized' })).number;
      } catch (error) {
        if (error instanceof HttpRequestError || error instanceof TimeoutError) throw error;
        hasFinalizedTag = false;
      }
    }
    const depth = BigInt(finalityDepth);
    return headNumber > depth ? headNumber - depth : 0n;
  }

  /** Moves the cursor from `expected` to `next` in `database` (or a transaction), or throws: another instance moved it. */
  async function advance(database: Database, expected: CursorBlock | undefined, next: CursorBlock, headNumber: bigint): Promise<CursorBlock> {
    if (!(await moveCursor(database, chainId, expected, next, headNumber, now()))) throw new CursorMovedError(`The cursor of chain ${chainId} moved under this watcher.`);
    return next;
  }

  /** Checks each payment not yet final (`all`, after a reorganisation) or whose block is now final, by its receipt: final, moved, or withdrawn. */
  async function settle(database: Database, finalized: bigint, all: boolean): Promise<void> {
    for (const row of await unfinalPaymentsOn(database, chainId)) {
      if (!all && row.paymentBlock! > finalized) continue;
      const receipt = await getTransactionReceipt(client, { hash: row.paymentHash as Hash }).catch((error: unknown) => {
        if ((error as Error).name === 'TransactionReceiptNotFoundError') return undefined;
        throw error;
      });
      await database.transaction(async (tx) => {
        if (!receipt || receipt.status !== 'success') await withdrawPayment(tx, row, now());
        else await movePayment(tx, row, receipt, receipt.blockNumber <= finalized, now());
      });
    }
  }

  async function poll(database: Database, shouldStop: () => boolean): Promise<PollResult> {
    const head = await getBlock(client, { blockTag: 'latest' });
    const headNumber = head.number;
    const paid: string[] = [];
    const cursorRow = await readCursor(database, chainId);
    let cursor: CursorBlock | undefined = cursorRow && { blockNumber: cursorRow.blockNumber, blockHash: cursorRow.blockHash as Hash };
    let reorg = false;
    if (cursor && (await blockAt(cursor.blockNumber))?.hash.toLowerCase() !== cursor.blockHash.toLowerCase()) {
      reorg = true;
      const back = await forkPoint(cursor.blockNumber, headNumber);
      const backBlock = await getBlock(client, { blockNumber: back });
      console.warn(`Payment watcher: chain ${chainId} no longer has block ${cursor.blockNumber}; going back to block ${back}.`);
      for (const kept of recent.keys()) if (kept > back) recent.delete(kept);
      cursor = await advance(database, cursor, { blockNumber: back, blockHash: backBlock.hash }, headNumber);
    }
    const finalized = await finalizedNumber(headNumber);
    await settle(database, finalized, reorg);

    const recipients = await watchedRecipientsOn(database, chainId, now());
    const oldest = oldestCreatedBlock(recipients);
    // Nothing to pay (or nothing yet, on a node reverted below the requests): the cursor follows the chain, and a new request starts from its own block.
    const idle = oldest === undefined || oldest > headNumber;
    if (idle && (!cursor || (oldest === undefined && cursor.blockHash.toLowerCase() !== head.hash.toLowerCase()))) {
      cursor = await advance(database, cursor, { blockNumber: headNumber, blockHash: head.hash }, headNumber);
    }
    // Never before the oldest open request's block: nothing mined earlier can pay it.
    let from = idle ? headNumber + 1n : cursor && cursor.blockNumber >= oldest ? cursor.blockNumber + 1n : oldest;
    while (from <= headNumber && !shouldStop()) {
      const toBlock = from + rangeBlocks - 1n < headNumber ? from + rangeBlocks - 1n : headNumber;
      let range;
      try {
        range = await readRangePayments({ client, fromBlock: from, toBlock, recipients, tracer });
      } catch (error) {
        if (!isRangeTooLarge(error) || rangeBlocks === 1n) throw error;
        rangeBlocks /= 2n;
        continue;
      }
      tracer = range.tracer;
      const next = { blockNumber: toBlock, blockHash: range.toBlockHash };
      const expected = cursor;
      const recorded = await database.transaction(async (tx) => {
        const ids: string[] = [];
        for (const payment of range.payments) {
          const id = await attributePayment(tx, chainId, payment, now());
          if (id) ids.push(id);
        }
        await advance(tx, expected, next, headNumber);
        return ids;
      });
      paid.push(...recorded);
      remember(toBlock, range.toBlockHash);
      cursor = next;
      from = toBlock + 1n;
    }
    await markPolled(database, chainId, headNumber, now());
    return { headNumber, cursor: cursor?.blockNumber ?? headNumber, paid, reorg };
  }

  return { poll };
}
