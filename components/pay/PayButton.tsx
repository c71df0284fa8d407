import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { erc20Abi, formatUnits, type Hash } from 'viem';
import { waitForTransactionReceipt } from 'wagmi/actions';
import { useAccount, useBalance, useConfig, useReadContract, useSendTransaction } from 'wagmi';
import { useMessageText } from '@/components/i18n/useMessageText';
import { useRequestErrorText } from '@/components/requests/useRequestErrorText';
import { FeeSummary } from '@/components/send/FeeSummary';
import { useSendEstimate } from '@/components/send/useSendEstimate';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { useWalletKit } from '@/components/walletKit/useWalletKit';
import type { Message } from '@/lib/i18n/message';
import type { PaymentRequestJson } from '@/lib/requests/paymentRequest';
import { reportPayment } from '@/lib/requests/requestClient';
import { displayName } from '@/lib/format/displayName';
import { joinAtEllipsis } from '@/lib/format/shortenAddress';
import { readSendContext, trackSentTransaction } from '@/lib/transactions/trackSentTransaction';
import { emptySendForm, sendCallOf, validateSendForm } from '@/lib/transactions/sendForm';
import { walletErrorMessage } from '@/lib/wallet/walletErrors';

/** Props of {@link PayButton}. */
export type PayButtonProps = {
  /** An open request, on the wallet's current chain. */
  request: PaymentRequestJson;
  asset: { symbol: string; decimals: number };
  /** The amount in words, "0.05 ETH" with a no-break space before the symbol (`formatAmount`'s `words`). */
  amountText: string;
  onRecorded: (paid: PaymentRequestJson) => void;
};

/** Where a payment made with the button is. */
type Phase = 'idle' | 'confirm' | 'mining' | 'recording' | 'record-failed';

/**
 * "Pay 0.05 ETH": the send form's checks on the request's payment
 * (`validateSendForm`: the amount and the fee against the balances;
 * `useSendEstimate`: a token `transfer` simulated, gas and fee estimated),
 * the first failing one shown and the button disabled; above it, as in the
 * send form, the network fee (max) and the total (`FeeSummary`). Sends with the
 * wallet, records the transaction as the send form does
 * (`trackSentTransaction`), waits for its receipt, then reports the hash
 * to the server, which checks it on chain (`POST /api/requests/<id>/payment`).
 * A report that fails can be tried again; the payment itself is never
 * sent twice from here.
 */
export function PayButton({ request, asset, amountText, onRecorded }: PayButtonProps) {
  const t = useTranslations('Pay');
  const tSend = useTranslations('Send');
  const messageText = useMessageText();
  const errorText = useRequestErrorText();
  const config = useConfig();
  const { address, chain } = useAccount();
  const { addRecentTransaction } = useWalletKit();
  const { sendTransactionAsync } = useSendTransaction();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<Message | string | null>(null);
  const [sentHash, setSentHash] = useState<Hash | null>(null);

  const { chainId } = request;
  const token = request.token ?? undefined;
  const amount = BigInt(request.amount);
  const nativeSymbol = chain?.nativeCurrency.symbol ?? 'ETH';
  const nativeBalance = useBalance({ address, chainId });
  const tokenBalance = useReadContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: address ? [address] : undefined,
    chainId,
    query: { enabled: Boolean(token && address) },
  });
  const form = {
    values: { ...emptySendForm, recipient: request.to, amount: formatUnits(amount, asset.decimals) },
    recipient: { status: 'address', address: request.to } as const,
    decimals: asset.decimals,
    symbol: asset.symbol,
  };
  const draft = validateSendForm(form);
  const estimate = useSendEstimate({ account: address, chainId, token, draft: draft.request ?? {}, legacy: false });
  const { errors, request: payment } = validateSendForm({
    ...form,
    balance: token ? tokenBalance.data : nativeBalance.data?.value,
    estimatedFee: estimate.estimatedFee,
    feeBalance: token ? { balance: nativeBalance.data?.value, symbol: nativeSymbol } : undefined,
  });
  const check = Object.values(errors).find(Boolean);
  const ready = Boolean(payment) && !estimate.estimateError && estimate.gas !== undefined && phase === 'idle';

  const record = async (hash: Hash) => {
    setPhase('recording');
    try {
      onRecorded(await reportPayment(request.id, hash));
      setPhase('idle');
    } catch (reportError) {
      setError(t('recordFailed', { reason: errorText(reportError) }));
      setPhase('record-failed');
    }
  };

  const pay = async () => {
    if (!payment || !address || !ready) return;
    setError(null);
    setPhase('confirm');
    const context = await readSendContext(config, { chainId, address });
    const call = sendCallOf(payment, token);
    let hash: Hash;
    try {
      hash = await sendTransactionAsync({ chainId, ...call });
    } catch (sendError) {
      setError(walletErrorMessage(sendError));
      setPhase('idle');
      return;
    }
    trackSentTransaction({
      chainId,
      hash,
      description: t('recentDescription', { amount: amountText, to: joinAtEllipsis(displayName(request.to)) }),
      call: { from: address, to: call.to, value: call.value, input: call.data ?? '0x' },
      context,
      addRecentTransaction,
    });
    setSentHash(hash);
    setPhase('mining');
    // A replacement (sped up in the wallet) is the payment from then on.
    let paid = hash;
    const receipt = await waitForTransactionReceipt(config, { chainId, hash, onReplaced: (replacement) => (paid = replacement.transaction.hash) }).catch(() => null);
    if (receipt && receipt.status !== 'success') {
      setError(t('reverted'));
      setPhase('idle');
      return;
    }
    // Without a receipt (the node did not answer), the server's own check says whether it is mined.
    setSentHash(paid);
    await record(paid);
  };

  const label = { idle: t('pay', { amount: amountText }), confirm: t('confirmInWallet'), mining: t('waiting'), recording: t('recording'), 'record-failed': t('pay', { amount: amountText }) }[phase];
  const errorTextShown = typeof error === 'string' ? error : messageText(error);
  return (
    <div className="pay-action">
      <FeeSummary
        chainId={chainId}
        fee={estimate.estimatedFee !== undefined && estimate.gas !== undefined && estimate.feePerGas !== undefined ? { wei: estimate.estimatedFee, gas: estimate.gas, feePerGas: estimate.feePerGas } : undefined}
        nativeSymbol={nativeSymbol}
        feeError={estimate.feeError}
        sent={{ value: amount, decimals: asset.decimals, symbol: asset.symbol, token: token ?? null }}
      />
      {phase === 'idle' && (check || estimate.estimateError) && (
        // One reason at a time: a balance too low also fails the estimate.
        <Notice tone="error" testId="pay-check">
          {check
            ? messageText(check)
            : estimate.estimateError?.reason
              ? tSend('wouldFail', { reason: estimate.estimateError.reason })
              : tSend('wouldFailUnknown')}
        </Notice>
      )}
      {errorTextShown && (
        <Notice
          tone="error"
          testId="pay-error"
          action={
            phase === 'record-failed' && sentHash ? (
              <Button size="small" onClick={() => void record(sentHash)}>
                {t('retryRecord')}
              </Button>
            ) : undefined
          }
        >
          {errorTextShown}
        </Notice>
      )}
      {phase !== 'record-failed' && (
        <Button variant="primary" onClick={() => void pay()} disabled={!ready} aria-busy={phase !== 'idle'} data-testid="pay-button">
          {label}
        </Button>
      )}
    </div>
  );
}
