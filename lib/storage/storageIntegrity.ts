import { deserialize } from 'wagmi';
import { isRecord, parseJson } from './json';

/** Whether a stored value is one its reader can use. */
type Check = (value: string) => boolean;

/** Parses `value` with wagmi's `deserialize` (JSON with tagged bigints and Maps); `undefined` when it is not. */
function parseWagmi(value: string): unknown {
  try {
    return deserialize(value) as unknown;
  } catch {
    return undefined;
  }
}

const isJson: Check = (value) => parseJson(value) !== undefined;

/** wagmi's persisted connection state (`createConfig` store, zustand `persist`): `{ state: { connections: Map, chainId, current }, version }`. */
const isWagmiStore: Check = (value) => {
  const parsed = parseWagmi(value);
  if (!isRecord(parsed) || !isRecord(parsed.state)) return false;
  const { connections, chainId, current } = parsed.state;
  return (
    (connections === undefined || connections instanceof Map) &&
    (chainId === undefined || typeof chainId === 'number') &&
    (current === undefined || current === null || typeof current === 'string')
  );
};

/** RainbowKit's recent transactions (`rk-transactions`): address → chain id → transactions with a hash. */
const isKitTransactions: Check = (value) => {
  const parsed = parseJson(value);
  if (!isRecord(parsed)) return false;
  return Object.values(parsed).every(
    (byChain) =>
      isRecord(byChain) &&
      Object.values(byChain).every(
        (list) => Array.isArray(list) && list.every((tx) => isRecord(tx) && typeof tx.hash === 'string'),
      ),
  );
};

/** RainbowKit's recent wallet ids (`rk-recent`): an array of strings. */
const isStringArray: Check = (value) => {
  const parsed = parseJson(value);
  return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string');
};

/** TanStack Query's persisted client (`createSyncStoragePersister`, wagmi `serialize`): `{ timestamp, buster, clientState: { queries: [] } }`. */
const isPersistedQueryClient: Check = (value) => {
  const parsed = parseWagmi(value);
  return (
    isRecord(parsed) &&
    typeof parsed.timestamp === 'number' &&
    isRecord(parsed.clientState) &&
    Array.isArray(parsed.clientState.queries)
  );
};

/** Our record of when each transaction was sent: hash → time in ms. */
const isNumberRecord: Check = (value) => {
  const parsed = parseJson(value);
  return isRecord(parsed) && Object.values(parsed).every((item) => typeof item === 'number');
};

/** The tokens added by address: chain id → tokens (each entry is checked again when read). */
const isJsonRecord: Check = (value) => isRecord(parseJson(value));

/** Our records of sent transactions: an array (each entry is checked again when read). */
const isArray: Check = (value) => Array.isArray(parseJson(value));

/**
 * The checks by key: exact keys first, then prefixes. Keys read as raw text
 * (RainbowKit's `rk-latest-id`, `rk-version`, per-address ENS names) have no
 * check: any string is a value there.
 */
const EXACT_CHECKS: ReadonlyMap<string, Check> = new Map([
  ['wagmi.store', isWagmiStore],
  ['rk-transactions', isKitTransactions],
  ['rk-recent', isStringArray],
  ['co-editions.queryCache', isPersistedQueryClient],
  ['co-editions.transactionTimes', isNumberRecord],
  ['co-editions.sentTransactions', isArray],
  ['co-editions.customTokens', isJsonRecord],
]);
const PREFIX_CHECKS: readonly (readonly [string, Check])[] = [
  // wagmi's other keys (recentConnectorId, <connector>.connected, …) are JSON.
  ['wagmi.', isJson],
  // WalletConnect's key-value storage writes JSON for every key.
  ['wc@2:', isJson],
];

/** The check for `key`, or `undefined` for keys the app does not read or reads as raw text. */
function checkFor(key: string): Check | undefined {
  return EXACT_CHECKS.get(key) ?? PREFIX_CHECKS.find(([prefix]) => key.startsWith(prefix))?.[1];
}

/**
 * Drops the entries of `storage` that the app or the kit would choke on
 * (`docs/security.md`, "Hostile data"): wagmi's persisted connection and its
 * other keys, RainbowKit's recent transactions and recent wallets, the
 * persisted query cache, our transaction times and records, the added tokens, and WalletConnect's keys.
 * Each dropped entry earns one console warning naming its key. Unknown keys
 * and keys read as raw text are left alone.
 *
 * Run once, before wagmi, the query persister or the kit read the storage
 * (`getBrowserStorage` does).
 *
 * @returns the keys it removed.
 */
export function dropCorruptedEntries(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  const dropped: string[] = [];
  for (const key of keys) {
    const check = checkFor(key);
    const value = storage.getItem(key);
    if (!check || value === null || check(value)) continue;
    storage.removeItem(key);
    dropped.push(key);
    console.warn(`Co-Editions: dropped the unreadable localStorage entry "${key}"; it is rebuilt as you use the app.`);
  }
  return dropped;
}
