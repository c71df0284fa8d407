import { ApiError } from '@/lib/server/apiError';
import { DatabaseUnavailableError, getDatabase, type Database } from './database';

// Node error codes and PostgreSQL SQLSTATE classes 08 (connection) and 57P (shutdown): the database is away, not the request wrong.
const UNAVAILABLE_CODES = /^(?:ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|08\w{3}|57P0[1-3])$/;

/** Whether `error`, or what it wraps, says the database cannot be reached. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof DatabaseUnavailableError) return true;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (/Connection terminated|timeout exceeded when trying to connect/i.test(current.message)) return true;
  }
  return false;
}

/** What a 503 from {@link withDatabase} is about: the payment requests (default), or sign-in. */
export type DatabaseFeature = 'requests' | 'sign-in';

/** The 503's sentence for each {@link DatabaseFeature}. */
const UNAVAILABLE_MESSAGES: Record<DatabaseFeature, string> = {
  requests: 'Requests are unavailable right now: the database is not answering. Try again in a minute.',
  'sign-in': 'Sign-in is unavailable right now: the database is not answering. Try again in a minute.',
};

/**
 * Runs `work` on the server's database.
 *
 * @throws {ApiError} 503 when the database cannot be reached, with a
 *   sentence about `feature`; the pages, the wallet and sending go on
 *   working meanwhile.
 */
export async function withDatabase<T>(work: (db: Database) => Promise<T>, feature: DatabaseFeature = 'requests'): Promise<T> {
  try {
    return await work(await getDatabase());
  } catch (error) {
    if (error instanceof ApiError || !isDatabaseUnavailable(error)) throw error;
    console.error('Database unavailable:', error instanceof Error ? error.message : 'unknown error');
    throw new ApiError(503, UNAVAILABLE_MESSAGES[feature]);
  }
}
