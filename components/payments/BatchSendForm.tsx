import { PAGE_HEADING_ID } from '@/components/layout/PageLayout';
import { useTranslations } from 'next-intl';
import { useDecimalSeparator } from '@/components/i18n/useDecimalSeparator';
import { useListFormat } from '@/components/i18n/useListFormat';
import { useMessageText } from '@/components/i18n/useMessageText';
import { message, type Message } from '@/lib/i18n/message';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatUnits } from 'viem';
import { useAccount } from 'wagmi';
import { AssetSelect } from '@/components/send/AssetSelect';
import { FeeSummary } from '@/components/send/FeeSummary';
import { useSendAsset } from '@/components/send/useSendAsset';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { Select } from '@/components/ui/Select';
import { TextField } from '@/components/ui/TextField';
import { MAX_PAYMENTS } from '@/lib/payments/parsePaymentList';
import { parseSplitWeights, splitAmount } from '@/lib/payments/splitAmount';
import { validateBatch } from '@/lib/payments/validateBatch';
import { ethereumOnlyConfirmationKey, parseAmount } from '@/lib/transactions/sendForm';
import { BatchProgress } from './BatchProgress';
import { PaymentRowFields } from './PaymentRowFields';
import { RecipientsList } from './RecipientsList';
import { useBatchFee } from './useBatchFee';
import { useBatchRows } from './useBatchRows';
import { usePaymentBatches } from './usePaymentBatches';
import { useSendBatch } from './useSendBatch';

type AmountMode = 'each' | 'percent' | 'shares';

/** Props of {@link BatchSendForm}. */
export type BatchSendFormProps = {
  /** The single form's recipient and amount: the first payment. */
  first: { recipient: string; amount: string };
};

/**
 * The send form with several payments: one asset for the batch, a row per
 * payment ("Payment N": Recipient, Amount, Remove; up to 50), or a total
 * split by percentage or shares, or a pasted recipients list. Every rule of
 * the single form applies per row; the whole batch is checked against the
 * balance with its fee; a recipient paid twice is warned about. Sends with
 * `useSendBatch`: simulated first, then atomic (EIP-5792) or one at a time.
 * Send is disabled while a pasted list shows errors, since it is unclear
 * which payments the visitor means; once a batch is stored the rows are
 * cleared, and what is left of it is sent from its progress ("Continue").
 */
export function BatchSendForm({ first }: BatchSendFormProps) {
  const t = useTranslations('Batch');
  const tSend = useTranslations('Send');
  const messageText = useMessageText();
  const formatList = useListFormat();
  const decimalSeparator = useDecimalSeparator();
  const { address, chain } = useAccount();
  const asset = useSendAsset({ address, chain });
  const { token, symbol, decimals, nativeSymbol, assetBalance } = asset;
  const { rows, resolutions, add, remove, change, onResolution, importList, reset } = useBatchRows(first, decimalSeparator);
  // The button that added or removed a row keeps no place for the keyboard (WCAG 2.4.3): focus goes to the new row's
  // recipient (the second row's when "Add recipient" opened this form), or to the recipient of the row in a removed one's place.
  const recipientInputs = useRef(new Map<number, HTMLInputElement>());
  const focusAfterRender = useRef(rows[1]?.key ?? null);
  useEffect(() => {
    if (focusAfterRender.current === null) return;
    recipientInputs.current.get(focusAfterRender.current)?.focus();
    focusAfterRender.current = null;
  }, [rows]);
  const addRow = () => {
    focusAfterRender.current = add();
  };
  const removeRow = (key: number) => {
    const at = rows.findIndex((row) => row.key === key);
    focusAfterRender.current = (rows[at + 1] ?? rows[at - 1])?.key ?? null;
    remove(key);
  };
  const [mode, setMode] = useState<AmountMode>('each');
  const [total, setTotal] = useState('');
  const [listErrors, setListErrors] = useState<Message[]>([]);
  const sender = useSendBatch();
  const batches = usePaymentBatches(address, chain?.id);
  const shown = batches.find(({ id }) => id === sender.batchId);

  const split = mode === 'each' ? undefined : parseSplitWeights({ mode, texts: rows.map(({ share }) => share), decimalSeparator });
  const totalAmount = mode === 'each' ? undefined : parseAmount(total, decimals, decimalSeparator);
  const splitParts =
    split && totalAmount?.value !== undefined && !split.totalError && split.weights.every((weight) => weight !== undefined)
      ? splitAmount(totalAmount.value, split.weights as bigint[])
      : undefined;
  const amounts = rows.map((row, index) =>
    mode === 'each' ? parseAmount(row.amount, decimals, decimalSeparator) : splitParts ? { value: splitParts[index] } : { error: split?.errors[index] ?? message('splitIncomplete') },
  );
  const batchRows = rows.map((row, index) => {
    const recipient = resolutions.get(row.key) ?? { status: 'resolving' as const, name: row.recipient };
    return {
      recipient,
      ethereumAddressConfirmed: row.confirmedFor !== null && row.confirmedFor === ethereumOnlyConfirmationKey(recipient, chain?.id),
      label: row.recipient.trim(),
      amount: amounts[index] ?? {},
    };
  });
  const draft = validateBatch({ rows: batchRows, symbol, balance: undefined, estimatedFee: undefined });
  const batchFee = useBatchFee({ chainId: chain?.id ?? 0, from: address, token: token?.address, payments: draft.payments?.map(({ to, amount }) => ({ to, amount })) });
  const feeBalance = token ? { balance: asset.nativeBalance.data?.value, symbol: nativeSymbol } : undefined;
  const checked = validateBatch({ rows: batchRows, symbol, balance: assetBalance, estimatedFee: batchFee.fee?.wei, feeBalance });
  const sum = checked.payments?.reduce((all, { amount }) => all + amount, 0n);
  const ready = Boolean(checked.payments) && batchFee.fee !== undefined && batchFee.failures.length === 0 && listErrors.length === 0 && !sender.busy;

  if (!address) return null;
  if (!chain) {
    return (
      <Card>
        <Notice tone="error">{tSend('unsupportedNetwork')}</Notice>
      </Card>
    );
  }
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !checked.payments) return;
    const onStarted = () => {
      reset();
      setTotal('');
    };
    await sender.send({ chainId: chain.id, from: address, asset: { token: token?.address ?? null, symbol, decimals }, payments: checked.payments }, onStarted);
  };

  return (
    <>
      <form className="panel send-form" onSubmit={onSubmit} noValidate aria-labelledby={PAGE_HEADING_ID} data-testid="batch-form">
        <p className="muted">
          {tSend('onChain', { chain: chain.name })}{' '}
          <span data-testid="send-balance">{assetBalance === undefined ? tSend('balanceLoading') : <Amount value={assetBalance} decimals={decimals} symbol={symbol} />}</span>
        </p>
        <AssetSelect value={token?.address ?? null} nativeSymbol={nativeSymbol} tokens={asset.heldTokens.map(({ token: held }) => held)} onChange={asset.setAssetAddress} />
        <Select label={t('amounts')} name="amountMode" value={mode} onChange={(event) => setMode(event.target.value as AmountMode)}>
          <option value="each">{t('modeEach')}</option>
          <option value="percent">{t('modePercent')}</option>
          <option value="shares">{t('modeShares')}</option>
        </Select>
        {mode !== 'each' && (
          <TextField name="total" label={t('total')} inputMode="decimal" placeholder="1" value={total} hint={t('totalHint', { symbol })} error={total.trim() === '' ? undefined : messageText(totalAmount?.error)} onChange={(event) => setTotal(event.target.value)} />
        )}
        {rows.map((row, index) => (
          <PaymentRowFields
            key={row.key}
            index={index}
            row={row}
            chain={{ id: chain.id, name: chain.name }}
            second={
              mode === 'each'
                ? { name: 'amount', label: tSend('amount') }
                : { name: 'share', label: mode === 'percent' ? t('sharePercent') : t('shares'), hint: splitParts ? t('getsExactly', { amount: formatUnits(splitParts[index] ?? 0n, decimals), symbol }) : undefined }
            }
            errors={{ recipient: messageText(checked.rowErrors[index]?.recipient), amount: messageText(checked.rowErrors[index]?.amount) }}
            onChange={change}
            onResolution={onResolution}
            onRemove={rows.length > 1 ? () => removeRow(row.key) : undefined}
            recipientRef={(element: HTMLInputElement | null) => {
              if (element) recipientInputs.current.set(row.key, element);
              else recipientInputs.current.delete(row.key);
            }}
            worth={amounts[index]?.value === undefined ? undefined : { token: token?.address ?? null, amount: amounts[index].value, decimals }}
          />
        ))}
        <p className="field-action">
          <Button onClick={addRow} disabled={rows.length >= MAX_PAYMENTS}>
            {tSend('addRecipient')}
          </Button>{' '}
          <span className="muted">{rows.length >= MAX_PAYMENTS ? t('atMost', { max: MAX_PAYMENTS }) : null}</span>
        </p>
        <RecipientsList errors={listErrors} onImport={(text) => setListErrors(importList(text))} onEdit={() => setListErrors([])} />
        {split?.totalError && <Notice tone="error">{messageText(split.totalError)}</Notice>}
        {checked.duplicates.map((numbers) => (
          <Notice key={numbers.join()} tone="warning" testId="duplicate-warning">
            {t('duplicates', { payments: formatList(numbers.map(String)), count: numbers.length })}
          </Notice>
        ))}
        <FeeSummary chainId={chain.id} fee={batchFee.fee} nativeSymbol={nativeSymbol} feeError={batchFee.isError} sent={sum !== undefined ? { value: sum, decimals, symbol, token: token?.address ?? null } : undefined} />
        {checked.batchError && <Notice tone="error" testId="batch-error">{messageText(checked.batchError)}</Notice>}
        {batchFee.failures.length > 0 && (
          <Notice tone="error" testId="simulation-error">
            {t('nothingCanBeSent', { failures: batchFee.failures.map(messageText).join(' ') })}
          </Notice>
        )}
        {sender.error && <Notice tone="error" testId="send-error">{sender.error.map(messageText).join(' ')}</Notice>}
        <Button type="submit" variant="primary" disabled={!ready} data-testid="batch-send">
          {sender.busy ? tSend('confirmInWallet') : t('submit', { count: rows.length })}
        </Button>
      </form>
      {shown && (
        <BatchProgress
          batch={shown}
          explorerUrl={chain.blockExplorers?.default.url}
          onResume={(batch) => void sender.resume(batch)}
          onPaymentFinal={asset.refetchBalances}
          busy={sender.busy}
        />
      )}
    </>
  );
}

