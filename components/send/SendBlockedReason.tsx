import { useTranslations } from 'next-intl';
import { useMessageText } from '@/components/i18n/useMessageText';
import type { Message } from '@/lib/i18n/message';

/** Props of {@link SendBlockedReason}. */
export type SendBlockedReasonProps = {
  /** The recipient and amount as the form will send them. */
  recipient: string;
  amount: string;
  /** The first failing field's message, if any (`validateSendForm`). */
  error: Message | undefined;
  /** Whether the fee is still being estimated. */
  estimating: boolean;
  /** The element's id, for the Send button's `aria-describedby`. */
  id: string;
};

/**
 * Why Send is disabled, beside it: "Enter a recipient and an amount." (or
 * the one missing), else the failing field's own message, else that the
 * fee is being estimated. Empty when none holds (a refused estimate has
 * its own notice above).
 */
export function SendBlockedReason({ recipient, amount, error, estimating, id }: SendBlockedReasonProps) {
  const t = useTranslations('Send');
  const messageText = useMessageText();
  const missingRecipient = recipient.trim() === '';
  const missingAmount = amount.trim() === '';
  const reason =
    missingRecipient || missingAmount
      ? t('sendNeeds', { what: missingRecipient && missingAmount ? 'both' : missingRecipient ? 'recipient' : 'amount' })
      : error
        ? messageText(error)
        : estimating
          ? t('sendEstimating')
          : null;
  // Always there, empty when no reason holds, so the button's aria-describedby names an element that exists.
  return (
    <p id={id} className="field-hint" data-testid="send-blocked-reason">
      {reason}
    </p>
  );
}
