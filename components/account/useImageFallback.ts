import { useState } from 'react';

/** What {@link useImageFallback} returns. */
export type UseImageFallbackReturnType = {
  /** `url` until it has failed to load once; then `undefined`, and the caller draws its fallback. */
  src: string | undefined;
  /** The `<img>`'s `onError`. */
  onError: () => void;
};

/**
 * Falls back once an image fails to load (a refused avatar answers 204, a
 * broken one errors): the failure is kept per URL, so a new URL is tried
 * again.
 */
export function useImageFallback(url: string | undefined): UseImageFallbackReturnType {
  const [failed, setFailed] = useState<string | null>(null);
  return { src: url !== undefined && url !== failed ? url : undefined, onError: () => setFailed(url ?? null) };
}
