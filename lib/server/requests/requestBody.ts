import * as v from 'valibot';
import { getAddress, isAddress, isHash, maxUint256, type Address, type Hash } from 'viem';
import { ApiError } from '@/lib/server/apiError';
import { REQUEST_NOTE_MAX_CHARS } from '@/lib/requests/paymentRequest';


/** Largest request body read by the request routes: 4 KB (4,096 bytes). */
export const REQUEST_BODY_LIMIT_BYTES = 4096;

const address = v.pipe(
  v.string('must be an address (0x and 40 hex digits).'),
  v.check((text) => isAddress(text, { strict: false }), 'must be an address (0x and 40 hex digits).'),
  v.transform((text) => getAddress(text)),
);

const createBody = v.strictObject(
  {
    chainId: v.pipe(v.number('must be a chain id (a number).'), v.integer('must be a whole number.'), v.minValue(1, 'must be a chain id.')),
    token: v.nullable(address),
    amount: v.pipe(
      v.string('must be a decimal string in the smallest unit (wei or the token’s base unit), never a number.'),
      v.regex(/^[1-9]\d{0,77}$/, 'must be a positive whole number in the smallest unit, without sign, point or exponent.'),
      v.transform((text) => BigInt(text)),
      v.maxValue(maxUint256, 'must be below 2^256.'),
    ),
    note: v.optional(
      v.pipe(
        v.string('must be text.'),
        v.check((text) => [...text].length <= REQUEST_NOTE_MAX_CHARS, `must be at most ${REQUEST_NOTE_MAX_CHARS} characters.`),
        // PostgreSQL's text refuses NUL outright, and the note is one line of text wherever it is shown.
        v.check((text) => !/\p{Cc}/u.test(text), 'must be one line of text, without control characters.'),
      ),
    ),
    expiresAt: v.optional(
      v.nullable(
        v.pipe(
          v.string('must be an ISO 8601 time or null.'),
          v.isoTimestamp('must be an ISO 8601 time such as "2026-12-01T12:00:00Z".'),
          v.transform((text) => new Date(text)),
        ),
      ),
      null,
    ),
  },
);

/** What `POST /api/requests` asks for, checked; the amount in the asset's smallest unit. */
export type CreateRequestBody = { chainId: number; token: Address | null; amount: bigint; note: string | undefined; expiresAt: Date | null };

/** The first issue of a failed parse, as one sentence naming the field. */
function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  const field = issue?.path?.map(({ key }) => String(key)).join('.');
  // valibot reports a key the schema lacks as expecting "never", and a key the body lacks as expecting the key.
  if (issue?.type === 'strict_object' && field) {
    return issue.expected === 'never' ? `The body has a field it cannot have: "${field.slice(0, 40)}".` : `"${field}" is required.`;
  }
  return field ? `"${field}" ${issue?.message ?? 'is invalid.'}` : `The body ${issue?.message ?? 'is invalid.'}`;
}

/**
 * Checks the body of `POST /api/requests`: `{ chainId, token, amount, note?, expiresAt? }`
 * and nothing else; the chain one of `chainIds`, an expiry in the future.
 *
 * @throws {ApiError} 400 naming the first field at fault.
 */
export function parseCreateRequestBody(body: unknown, chainIds: readonly number[], now: Date): CreateRequestBody {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'The body must be a JSON object: { chainId, token, amount, note?, expiresAt? }.');
  const result = v.safeParse(createBody, body, { abortEarly: true });
  if (!result.success) throw new ApiError(400, firstIssue(result.issues));
  const { chainId, token, amount, note, expiresAt } = result.output;
  if (!chainIds.includes(chainId)) throw new ApiError(400, `"chainId" ${chainId} is not a network this site is set up for (${chainIds.join(', ')}).`);
  if (expiresAt && expiresAt.getTime() <= now.getTime()) throw new ApiError(400, '"expiresAt" is in the past.');
  return { chainId, token, amount, note: note === '' ? undefined : note, expiresAt };
}

/**
 * Checks the body of `POST /api/requests/<id>/payment`: `{ hash }` and nothing else.
 *
 * @throws {ApiError} 400 unless `hash` is a transaction hash (0x and 64 hex digits).
 */
export function parsePaymentReportBody(body: unknown): Hash {
  const result = v.safeParse(
    v.strictObject({ hash: v.pipe(v.string('must be a transaction hash.'), v.check((text) => isHash(text), 'must be a transaction hash (0x and 64 hex digits).')) }),
    body,
    { abortEarly: true },
  );
  if (!result.success) throw new ApiError(400, typeof body === 'object' && body !== null && !Array.isArray(body) ? firstIssue(result.issues) : 'The body must be a JSON object: { hash }.');
  return result.output.hash.toLowerCase() as Hash;
}
