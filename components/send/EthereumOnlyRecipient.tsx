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
  return (
    <Notice tone="warning" testId="recipient-warning">
      <p>
        {recipient.name} has no address for {recipient.chainName}. Its Ethereum address <code>{recipient.address}</code> will be used: make sure
        the recipient controls it on {recipient.chainName}. A contract wallet may not.
      </p>
      <Checkbox checked={confirmed} onChange={(event) => onConfirmedChange(event.target.checked)}>
        The recipient controls this address on {recipient.chainName}
      </Checkbox>
    </Notice>
  );
}
