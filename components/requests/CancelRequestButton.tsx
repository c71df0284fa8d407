import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/Button';

/** Props of {@link CancelRequestButton}. */
export type CancelRequestButtonProps = {
  /** Cancels the request; called once the requester has confirmed. */
  onConfirm: () => void;
  /** While the cancel is on its way: the button says so and is disabled. */
  pending: boolean;
};

/**
 * "Cancel request", asked twice: a cancel cannot be undone, and the link
 * may already be out with the payer, so the first press only asks. The
 * question takes the button's place with "Keep it" focused, so Enter or
 * Escape leaves the request open; keeping it gives focus back to the
 * button.
 */
export function CancelRequestButton({ onConfirm, pending }: CancelRequestButtonProps) {
  const t = useTranslations('Requests');
  const questionId = useId();
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (returnFocus.current) cancelRef.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  const keep = () => {
    returnFocus.current = true;
    setConfirming(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') keep();
  };

  if (!confirming) {
    return (
      <Button ref={cancelRef} size="small" onClick={() => setConfirming(true)} disabled={pending} data-testid="cancel-request">
        {pending ? t('cancelling') : t('cancel')}
      </Button>
    );
  }
  return (
    <div className="request-cancel-confirm" role="group" aria-labelledby={questionId} onKeyDown={onKeyDown} data-testid="cancel-request-confirm">
      <p id={questionId}>{t('cancelQuestion')}</p>
      <div className="request-cancel-actions">
        <Button
          size="small"
          data-testid="confirm-cancel-request"
          onClick={() => {
            setConfirming(false);
            onConfirm();
          }}
        >
          {t('cancelConfirm')}
        </Button>
        <Button ref={keepRef} size="small" variant="quiet" onClick={keep}>
          {t('cancelKeep')}
        </Button>
      </div>
    </div>
  );
}
