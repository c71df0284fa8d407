import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { isAddressEqual } from 'viem';
import { useAccount, useSwitchChain } from 'wagmi';
import { useMessageText } from '@/components/i18n/useMessageText';
import { ConnectCallToAction } from '@/components/layout/ConnectCallToAction';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { CardPlaceholder } from '@/components/ui/Card';
import type { PaymentRequestJson } from '@/lib/requests/paymentRequest';
import { walletErrorMessage } from '@/lib/wallet/walletErrors';

/** The pay button and its checks, as a chunk of its own: loaded once a connected wallet is on the request's network. */
const PayButton = dynamic(() => import('./PayButton').then((module) => module.PayButton), {
  ssr: false,
  loading: () => <CardPlaceholder testId="pay-button-placeholder" />,
});

/** Props of {@link PayAction}. */
export type PayActionProps = {
  /** An open request. */
  request: PaymentRequestJson;
  asset: { symbol: string; decimals: number };
  chainName: string;
  /** The amount as the heading writes it, in words (`formatAmount`'s `words`). */
  amountText: string;
  /** Called with the request once the server has recorded the payment. */
  onRecorded: (paid: PaymentRequestJson) => void;
};

/**
 * How an open request gets paid here: connect ("Connect Wallet"), then
 * "Switch to <chain>" when the wallet is on another network, then
 * "Pay 0.05 ETH" (`PayButton`). A refused switch says why. The requester's
 * own account is told to share the request instead: the server refuses a
 * payment from it (`lib/server/requests/verifyPayment.ts`).
 */
export function PayAction({ request, asset, chainName, amountText, onRecorded }: PayActionProps) {
  const t = useTranslations('Pay');
  const messageText = useMessageText();
  const { address, isConnected, chainId } = useAccount();
  const switchChain = useSwitchChain();
  if (!isConnected) {
    return (
      <div className="pay-action">
        <p>{t('connectToPay')}</p>
        <ConnectCallToAction />
      </div>
    );
  }
  if (address && isAddressEqual(address, request.to)) {
    return (
      <div className="pay-action">
        <Notice testId="pay-own-request">{t('ownRequest')}</Notice>
      </div>
    );
  }
  if (chainId !== request.chainId) {
    const switchError = switchChain.error && walletErrorMessage(switchChain.error);
    return (
      <div className="pay-action">
        <Button variant="primary" onClick={() => switchChain.switchChain({ chainId: request.chainId })} disabled={switchChain.isPending} data-testid="pay-switch">
          {t('switchTo', { chain: chainName })}
        </Button>
        {switchError && <Notice tone="error">{messageText(switchError)}</Notice>}
      </div>
    );
  }
  return <PayButton request={request} asset={asset} amountText={amountText} onRecorded={onRecorded} />;
}
