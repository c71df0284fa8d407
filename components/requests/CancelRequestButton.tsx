import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
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
  // `kept`: the question was answered "Keep it", so the button that comes back takes the focus.
  const [step, setStep] = useState<'button' | 'asking' | 'kept'>('button');

  if (step !== 'asking') {
    return (
      <Button size="small" autoFocus={step === 'kept'} onClick={() => setStep('asking')} disabled={pending} data-testid="cancel-request">
        {pending ? t('cancelling') : t('cancel')}
      </Button>
    );
  }
  return (
    <div
      className="request-cancel-confirm"
      role="group"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setStep('kept');
      }}
      data-testid="cancel-request-confirm"
    >
      <p id={questionId}>{t('cancelQuestion')}</p>
      <div className="request-cancel-actions">
        <Button
          size="small"
          data-testid="confirm-cancel-request"
          onClick={() => {
            setStep('button');
            onConfirm();
          }}
        >
          {t('cancelConfirm')}
        </Button>
        <Button size="small" variant="quiet" autoFocus onClick={() => setStep('kept')}>
          {t('cancelKeep')}
        </Button>
      </div>
    </div>
  );
}
