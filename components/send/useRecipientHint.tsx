import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { FullAddress } from '@/components/ui/FullAddress';
import { useMessageText } from '@/components/i18n/useMessageText';
import { message } from '@/lib/i18n/message';
import type { RecipientResolution } from '@/lib/transactions/sendForm';

/**
 * The line under a Recipient field, in the page's language: "Resolves to
 * 0x…" once an ENS name resolved, the whole address in two even halves on
 * a phone (`FullAddress`), "Resolving alice.eth…" while it is looked up,
 * else nothing (errors have their own line). The send form and each
 * payment of a batch show the same.
 */
export function useRecipientHint(recipient: RecipientResolution): ReactNode {
  const t = useTranslations('Send');
  const messageText = useMessageText();
  if (recipient.status === 'resolved') return t.rich('resolvesTo', { address: recipient.address, code: () => <FullAddress value={recipient.address} /> });
  if (recipient.status === 'resolving') return messageText(message('recipientResolving', { name: recipient.name }));
  return undefined;
}
