import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Copied!" shows after a copy: 1,500 ms, as RainbowKit shows it. */
const COPIED_FEEDBACK_MS = 1_500;

/** Return type of {@link useCopyToClipboard}. */
export type UseCopyToClipboardReturnType = {
  /** True for {@link COPIED_FEEDBACK_MS} after a successful copy. */
  copied: boolean;
  /** True when the last copy failed (no clipboard permission, insecure context). */
  failed: boolean;
  /** Writes `text` with `navigator.clipboard.writeText`. Never throws. */
  copy: (text: string) => Promise<void>;
};

/** Copies text to the clipboard and reports the outcome for a label swap. */
export function useCopyToClipboard(): UseCopyToClipboardReturnType {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    } catch {
      setCopied(false);
      setFailed(true);
    }
  }, []);
  return { copied, failed, copy };
}
