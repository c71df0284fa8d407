import { useTranslations } from 'next-intl';
import { Button } from './Button';
import { useCopyToClipboard } from './useCopyToClipboard';

/** Props of {@link CopyButton}. */
export type CopyButtonProps = {
  /** What is copied. */
  value: string;
  /** The button's words: "Copy hash". "Copied!" replaces them for 1,500 ms after a copy. */
  label: string;
  /** `data-testid` of the button. */
  testId?: string;
  /** The compact size, beside a short value; default the full size. */
  small?: boolean;
};

/**
 * A small button that copies `value` (`navigator.clipboard.writeText`),
 * reads "Copied!" for a moment (announced: `aria-live`), and says so when
 * the browser refused.
 */
export function CopyButton({ value, label, testId, small = false }: CopyButtonProps) {
  const t = useTranslations('App');
  const { copied, failed, copy } = useCopyToClipboard();
  return (
    <>
      <Button size={small ? 'small' : 'medium'} onClick={() => void copy(value)} aria-live="polite" data-testid={testId}>
        {copied ? t('copied') : label}
      </Button>
      {failed && <span role="alert">{t('copyFailed')}</span>}
    </>
  );
}
