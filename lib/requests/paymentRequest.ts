import type { Address, Hash } from 'viem';

/** A request's state: `paid` once the chain showed a payment, whatever it was before. */
export type PaymentRequestStatus = 'open' | 'paid' | 'expired' | 'cancelled';

/**
 * The payment that pays a request, as the chain shows it now: who paid
 * (EIP-55), in which transaction and block. Until its block is final
 * (`final: false`) a chain reorganisation may still undo it;
 * `confirmations` counts its block and those after it, to the latest the
 * server has seen (`docs/requests.md`, "The watcher").
 */
export type RecordedPaymentJson = {
  hash: Hash;
  from: Address;
  blockNumber: number;
  /** `null` only for a payment recorded before block hashes were kept, until its finality check. */
  blockHash: Hash | null;
  final: boolean;
  confirmations: number;
};

/**
 * A request as `GET /api/requests/<id>` answers it (`docs/requests.md`):
 * the amount a decimal string in the asset's smallest unit (wei, or the
 * token's base unit), times ISO 8601.
 */
export type PaymentRequestJson = {
  /** 128 random bits, base64url (22 characters). */
  id: string;
  /** The requester, who is paid (EIP-55). */
  to: Address;
  chainId: number;
  /** The ERC-20 contract asked for; `null` for the chain's native currency. */
  token: Address | null;
  amount: string;
  /** Plain text, at most {@link REQUEST_NOTE_MAX_CHARS} characters; absent when none was given. */
  note?: string;
  status: PaymentRequestStatus;
  createdAt: string;
  expiresAt: string | null;
  payment: RecordedPaymentJson | null;
  /** A payment a chain reorganisation undid, while the request has no other: the block it had been seen in. */
  undonePayment: { blockNumber: number } | null;
};

/**
 * Why the server did not record a reported payment: the `code` of its 422
 * (the chain does not show the transaction paying the request,
 * `lib/server/requests/verifyPayment.ts`) or 409 (the request or the
 * transaction is taken, `lib/server/requests/requestStore.ts`).
 */
export type PaymentRefusalCode =
  | 'not-found'
  | 'pending'
  | 'reverted'
  | 'before-request'
  | 'own-account'
  | 'wrong-recipient'
  | 'too-little'
  | 'no-trace'
  | 'paid-another-request'
  | 'already-paid';

/**
 * Why the server did not make or cancel a request: the `code` of its 409
 * (`lib/server/requests/requestStore.ts`). `too-many-open`: the requester
 * already has {@link MAX_OPEN_REQUESTS} open; `not-open`: the request to
 * cancel was paid, cancelled or had expired.
 */
export type RequestRefusalCode = 'too-many-open' | 'not-open';

/** A page of `GET /api/requests`: newest first; `next` asks for the page after, `null` on the last. */
export type PaymentRequestPageJson = { requests: PaymentRequestJson[]; next: string | null };

/** What `POST /api/requests` answers: the request's id, its `/pay/<id>` link and its EIP-681 URI. */
export type CreatedPaymentRequestJson = { id: string; url: string; uri: string };

/** What `/pay/<id>` renders on the server (`lib/server/requests/payRequestView.ts`), for a payer who opens it cold. */
export type PayRequestView = {
  request: PaymentRequestJson;
  /** The requester's primary ENS name, normalised (ENSIP-15); `null` without one, or when the lookup failed. */
  requesterName: string | null;
  /** The asset's symbol and decimals; `null` for a token that could not be read (the amount is then shown in base units). */
  asset: { symbol: string; decimals: number } | null;
  /** The chain's name; `null` for a chain no longer configured. */
  chainName: string | null;
  /** When the server read all this, in ms since the Unix epoch: the page's HTML may be served for a while after. */
  readAt: number;
};

/** The props of `/pay/<id>`: the request, or `null` when the database was away (the page says so). */
export type PayPageData = { view: PayRequestView | null };

/** The most open requests one address may have; the next is refused (`too-many-open`). */
export const MAX_OPEN_REQUESTS = 100;

/** The longest note, in characters (code points, as PostgreSQL's `char_length` counts). */
export const REQUEST_NOTE_MAX_CHARS = 140;

/**
 * Whether `request` may still change by itself, so a page reads it again:
 * open (a payment may come), or paid but not final (its confirmations
 * grow, and a chain reorganisation may still undo it).
 */
export function isSettling(request: Pick<PaymentRequestJson, 'status' | 'payment'> | undefined): boolean {
  return request?.status === 'open' || (request?.status === 'paid' && request.payment?.final === false);
}

/** The path of a request's page, the one its link and QR code open. */
export function payPath(id: string): string {
  return `/pay/${encodeURIComponent(id)}`;
}

/** Whether `text` has the shape of a request id: 22 base64url characters. */
export function isRequestId(text: string): boolean {
  return /^[\w-]{22}$/.test(text);
}
