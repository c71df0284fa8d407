import { useTranslations } from 'next-intl';
import { useMessageText } from '@/components/i18n/useMessageText';
import { message } from '@/lib/i18n/message';
import type { RecipientResolution } from '@/lib/transactions/sendForm';

/**
 * The line under a Recipient field, in the page's language: "Resolves to
 * 0x…" once an ENS name resolved, "Resolving alice.eth…" while it is
 * looked up, else nothing (errors have their own line). The send form and
 * each payment of a batch show the same.
 */
export function useRecipientHint(recipient: RecipientResolution): string | undefined {
  const t = useTranslations('Send');
  const messageText = useMessageText();
  if (recipient.status === 'resolved') return t('resolvesTo', { address: recipient.address });
  if (recipient.status === 'resolving') return messageText(message('recipientResolving', { name: recipient.name }));
  return undefined;
}
