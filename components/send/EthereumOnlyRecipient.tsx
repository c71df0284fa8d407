import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/Checkbox';
import { FullAddress } from '@/components/ui/FullAddress';
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
 * wallet may not. One line and the box to tick; the reason and the whole
 * address behind "Details", so that a batch of such rows stays readable.
 */
export function EthereumOnlyRecipient({ recipient, confirmed, onConfirmedChange }: EthereumOnlyRecipientProps) {
  const t = useTranslations('Send');
  const values = { name: recipient.name, chain: recipient.chainName };
  return (
    <div className="recipient-notice" role="group" aria-label={t('ethereumOnlyShort', values)} data-testid="recipient-warning">
      <details>
        <summary>
          <span className="recipient-notice-line">{t('ethereumOnlyShort', values)}</span> <span className="recipient-notice-more">{t('ethereumOnlyDetails')}</span>
        </summary>
        <p>{t.rich('ethereumOnly', { ...values, address: recipient.address, code: () => <FullAddress value={recipient.address} /> })}</p>
      </details>
      <Checkbox checked={confirmed} onChange={(event) => onConfirmedChange(event.target.checked)}>
        {t('ethereumOnlyConfirm', values)}
      </Checkbox>
    </div>
  );
}
