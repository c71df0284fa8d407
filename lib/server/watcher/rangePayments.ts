import { erc20Abi, getAbiItem, getAddress, type Address, type Chain, type Client, type Hash, type Transport } from 'viem';
import { getBlock, getLogs, getTransaction, getTransactionReceipt } from 'viem/actions';
import { traceBlockValues, type BlockTraceValues, type BlockTracer } from '@/lib/server/requests/callTraces';
import type { SeenPayment, WatchedRecipient } from './watchStore';

/** The ERC-20 `Transfer` event, whose third topic is the recipient. */
const TRANSFER_EVENT = getAbiItem({ abi: erc20Abi, name: 'Transfer' });

/** Parameters of {@link readRangePayments}. */
export type ReadRangePaymentsParameters = {
  client: Client<Transport, Chain>;
  /** The first and last block of the range, both included. */
  fromBlock: bigint;
  toBlock: bigint;
  /** The requesters and assets of the chain's open requests: what a payment must move to be read at all. */
  recipients: readonly WatchedRecipient[];
  /** How the node traces blocks, as found so far (`debug` first). */
  tracer: BlockTracer;
};

/** What {@link readRangePayments} returns. */
export type ReadRangePaymentsReturnType = {
  /** Every payment in the range to a requester in an asset they asked for, in chain order, with the amount it moved. */
  payments: SeenPayment[];
  /** The hash of the range's last block: the cursor's next place. */
  toBlockHash: Hash;
  /** How the node traced blocks, for the next range. */
  tracer: BlockTracer;
};

/** The key a payment and the requests it may pay share: recipient and asset. */
function keyOf(to: string, token: string | null): string {
  return `${to.toLowerCase()}|${token?.toLowerCase() ?? ''}`;
}

/**
 * Reads what blocks `fromBlock` to `toBlock` pay the requesters of open
 * requests, with a number of calls that does not grow with the requests:
 * - one `eth_getLogs` for every token request, filtered by the `Transfer`
 *   topic, the requested tokens and the requesters as topic 2 (a reverted
 *   transaction has no logs); then the sender of each such transfer;
 * - for native requests, each block with its transactions, and its trace
 *   where the node has one (`debug_traceBlockByNumber` with the
 *   callTracer, else `trace_block`), which also finds value sent inside a
 *   contract (a Safe, an EIP-7702 batch); without a trace, a transaction's
 *   own `to` and `value`, and the receipt of each to a requester.
 * The database matches amounts (`attributePayment`).
 *
 * @throws the node's errors as viem raises them (a range the node finds too large among them).
 */
export async function readRangePayments({ client, fromBlock, toBlock, recipients, tracer }: ReadRangePaymentsParameters): Promise<ReadRangePaymentsReturnType> {
  const keys = new Set(recipients.map(({ requester, token }) => keyOf(requester, token)));
  const tokenRequests = recipients.filter(({ token }) => token !== null);
  const nativeRecipients = new Set(recipients.filter(({ token }) => token === null).map(({ requester }) => requester.toLowerCase()));
  const payments: (SeenPayment & { order: number })[] = [];

  if (tokenRequests.length > 0) {
    const logs = await getLogs(client, {
      address: [...new Set(tokenRequests.map(({ token }) => getAddress(token!)))],
      event: TRANSFER_EVENT,
      args: { to: [...new Set(tokenRequests.map(({ requester }) => requester))] },
      fromBlock,
      toBlock,
      strict: true,
    });
    // What each transaction moved to each requester in each token: several `Transfer` logs of one transaction add up.
    const moved = new Map<string, { hash: Hash; token: Address; to: Address; amount: bigint; blockNumber: bigint; blockHash: Hash; order: number }>();
    for (const log of logs) {
      const id = `${log.transactionHash}|${log.address.toLowerCase()}|${log.args.to.toLowerCase()}`;
      const entry = moved.get(id);
      if (entry) entry.amount += log.args.value;
      else moved.set(id, { hash: log.transactionHash, token: log.address, to: log.args.to, amount: log.args.value, blockNumber: log.blockNumber, blockHash: log.blockHash, order: Number(log.blockNumber) * 1e6 + log.logIndex });
    }
    for (const entry of moved.values()) {
      if (!keys.has(keyOf(entry.to, entry.token))) continue;
      const { from } = await getTransaction(client, { hash: entry.hash });
      payments.push({ ...entry, from });
    }
  }

  let toBlockHash: Hash | undefined;
  if (nativeRecipients.size > 0) {
    for (let number = fromBlock; number <= toBlock; number += 1n) {
      const block = await getBlock(client, { blockNumber: number, includeTransactions: true });
      if (number === toBlock) toBlockHash = block.hash;
      if (block.transactions.length === 0) continue;
      let traced: BlockTraceValues | undefined;
      if (tracer !== 'none') {
        const trace = await traceBlockValues(client, number, tracer);
        tracer = trace.tracer;
        if (tracer !== 'none') traced = trace.values;
      }
      for (const transaction of block.transactions) {
        const ownTo = transaction.to?.toLowerCase();
        const values = traced ? traced.get(transaction.hash.toLowerCase()) : ownTo && nativeRecipients.has(ownTo) ? new Map([[ownTo, transaction.value]]) : undefined;
        for (const [to, amount] of values ?? []) {
          if (!nativeRecipients.has(to)) continue;
          // A trace says whether the transaction failed (its top call's error); without one, the receipt does.
          if (!traced && (await getTransactionReceipt(client, { hash: transaction.hash })).status !== 'success') continue;
          payments.push({ hash: transaction.hash, from: transaction.from, to: getAddress(to), token: null, amount, blockNumber: number, blockHash: block.hash, order: Number(number) * 1e6 + transaction.transactionIndex });
        }
      }
    }
  }
  toBlockHash ??= (await getBlock(client, { blockNumber: toBlock })).hash;
  payments.sort((a, b) => a.order - b.order);
  return { payments: payments.map(({ order: _order, ...payment }) => payment), toBlockHash, tracer };
}
