import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/Checkbox';
import { Notice } from '@/components/ui/Notice';
import type { RecipientResolution } from '@/lib/transactions/sendForm';

/** Props of {@link EthereumOnlyRecipient}. */
export type EthereumOnlyRecipientProps = {
  /** A name with an Ethereum address only, on a chain other than Ethereum (`useRecipient`). */
  recipient: Extract<RecipientResolution, { status: 'ethereum-only' }>;
  /** Whether the visitor has ticked that the recipient controls that address on this chain. */
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
};

/**
 * The warning for a recipient name with no address for this chain (ENSIP-11)
 * and none by default (ENSIP-19): its Ethereum address is used only once
 * the visitor ticks that the recipient controls it here, since a contract
 * wallet may not.
 */
export function EthereumOnlyRecipient({ recipient, confirmed, onConfirmedChange }: EthereumOnlyRecipientProps) {
  const t = useTranslations('Send');
  const values = { name: recipient.name, chain: recipient.chainName };
  return (
    <Notice tone="warning" testId="recipient-warning">
      <p>
        {t.rich('ethereumOnly', { ...values, address: recipient.address, code: (chunks) => <code>{chunks}</code> })}
      </p>
      <Checkbox checked={confirmed} onChange={(event) => onConfirmedChange(event.target.checked)}>
        {t('ethereumOnlyConfirm', values)}
      </Checkbox>
    </Notice>
  );
}
