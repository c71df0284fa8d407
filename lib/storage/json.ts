/** Whether `value` is a plain JSON object (not `null`, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses `text` as JSON; `undefined` when it is not JSON. Never throws. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Reads `key` from `storage` as JSON; `undefined` when it is missing, not
 * JSON, or the storage throws (a browser that denies it). Never throws.
 */
export function readStoredJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? parseJson(text) : undefined;
  } catch {
    return undefined;
  }
}
