import { useTranslations } from 'next-intl';
import { useSwitchChain } from 'wagmi';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { joinAtEllipsis, shortenAddress } from '@/lib/format/shortenAddress';
import type { UsePaymentLinkReturnType } from './usePaymentLink';

/** Props of {@link PaymentLinkNotice}. */
export type PaymentLinkNoticeProps = {
  link: UsePaymentLinkReturnType;
  /** The wallet's chain, by name. */
  chainName: string;
};

/**
 * What became of a payment link given to the send form: filled in; for
 * another network, with "Switch to <chain>"; or why it cannot be used
 * (malformed, a chain this site does not support, a token the sender
 * holds none of).
 */
export function PaymentLinkNotice({ link, chainName }: PaymentLinkNoticeProps) {
  const t = useTranslations('Send');
  const switchChain = useSwitchChain();
  const { problem, switchTo, filled } = link;
  if (switchTo) {
    return (
      <Notice
        tone="warning"
        testId="payment-link-notice"
        action={
          <Button size="small" onClick={() => switchChain.switchChain({ chainId: switchTo.id })} disabled={switchChain.isPending}>
            {t('linkSwitchButton', { chain: switchTo.name })}
          </Button>
        }
      >
        {t('linkSwitch', { chain: switchTo.name })}
      </Notice>
    );
  }
  if (problem) {
    return (
      <Notice tone="error" testId="payment-link-notice">
        {problem.kind === 'malformed'
          ? t('linkMalformed', { problem: problem.problem })
          : problem.kind === 'unsupported-chain'
            ? t('linkUnsupportedChain', { chainId: problem.chainId })
            : t('linkTokenNotHeld', { chain: chainName, token: joinAtEllipsis(shortenAddress(problem.token)) })}
      </Notice>
    );
  }
  return filled ? <Notice testId="payment-link-notice">{t('linkFilled')}</Notice> : null;
}
