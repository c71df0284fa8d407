import { isAddressEqual, type Address, type Client, type Hash, type Hex } from 'viem';
import { getBlock, getBlockNumber, getTransactionCount } from 'viem/actions';

/** Parameters of {@link reconcilePayment}. */
export type ReconcilePaymentParameters = {
  /** A client of the batch's chain. */
  client: Client;
  /** The paying account. */
  from: Address;
  /** The payment's transaction as it was asked for: recipient or token contract, value in wei, calldata. */
  call: { to: Address; value: bigint; data?: Hex | undefined };
  /** The account's next nonce when the wallet was asked: the payment's nonce, unless the wallet held transactions of its own. */
  nonce: number;
  /** The latest block when the wallet was asked: the search starts there. */
  fromBlock: bigint;
  /** Hashes already known as other payments of the batch, which cannot be this one (two payments may be alike). */
  claimed: ReadonlySet<Hash>;
  /** The most blocks searched; past that, the payment stays unknown. Default 256. */
  maxBlocks?: number;
};

/** Result of {@link reconcilePayment}: what became of a payment whose wallet request had no stored answer. */
export type ReconcilePaymentReturnType =
  /** Mined: `hash` is its transaction. Never send it again. */
  | { status: 'sent'; hash: Hash }
  /** Something from the account waits in the node's pool, or the search ran out of blocks: it may be this payment. Ask again later. */
  | { status: 'unknown' }
  /** Nothing was sent: no matching transaction was mined and nothing is pending. Safe to ask again. */
  | { status: 'not-sent' };

/**
 * Finds out, after a reload, whether a payment whose wallet request had no
 * stored answer was sent: a mined transaction from the account, with a
 * nonce at or past the one read before asking, to the same address with the
 * same value and calldata, not already another payment's, since `fromBlock`.
 * Failing that, a transaction of the account still pending in the node's
 * pool (its pending nonce past its nonce at the last block searched, both
 * read before searching) leaves it `unknown`; only when nothing at all is
 * pending is it `not-sent`. One `eth_getBlockByNumber` per block searched.
 */
export async function reconcilePayment({ client, from, call, nonce, fromBlock, claimed, maxBlocks = 256 }: ReconcilePaymentParameters): Promise<ReconcilePaymentReturnType> {
  const latest = await getBlockNumber(client, { cacheTime: 0 });
  // The account's nonce as of `latest`, the last block searched, and in the
  // pool after it: a transaction mined while the blocks are searched then
  // shows as pending, never as nothing sent.
  const [mined, pending] = await Promise.all([
    getTransactionCount(client, { address: from, blockNumber: latest }),
    getTransactionCount(client, { address: from, blockTag: 'pending' }),
  ]);
  const last = latest - fromBlock + 1n > BigInt(maxBlocks) ? fromBlock + BigInt(maxBlocks) - 1n : latest;
  for (let number = fromBlock; number <= last; number++) {
    const block = await getBlock(client, { blockNumber: number, includeTransactions: true });
    const match = block.transactions.find(
      (transaction) =>
        isAddressEqual(transaction.from, from) &&
        transaction.nonce >= nonce &&
        transaction.to !== null &&
        isAddressEqual(transaction.to, call.to) &&
        transaction.value === call.value &&
        transaction.input.toLowerCase() === (call.data ?? '0x').toLowerCase() &&
        !claimed.has(transaction.hash),
    );
    if (match) return { status: 'sent', hash: match.hash };
  }
  if (last < latest) return { status: 'unknown' };
  return pending > mined ? { status: 'unknown' } : { status: 'not-sent' };
}
