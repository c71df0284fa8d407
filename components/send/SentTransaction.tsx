import { useFormatter, useTranslations } from 'next-intl';
import { visitorTimeZone } from '@/lib/i18n/timeZone';
import { useEffect, useRef } from 'react';
import type { Address, Hash } from 'viem';
import { FiatValue } from '@/components/prices/FiatValue';
import { ReplacementLink } from '@/components/transactions/ReplacementLink';
import { useTransactionOutcome } from '@/components/transactions/useTransactionOutcome';
import { Amount } from '@/components/ui/Amount';
import { Button } from '@/components/ui/Button';
import { ShortHex } from '@/components/ui/ShortHex';
import { StatusPill } from '@/components/ui/StatusPill';
import { Card } from '@/components/ui/Card';

/** What the form shows of the transaction it sent. */
export type SentState = {
  hash: Hash;
  chainId: number;
  /** Whether to follow the hash to its receipt here: only when no record of ours could be kept (`trackSentTransaction`). */
  followReceipt: boolean;
  /** When the wallet handed the hash back, in ms since the Unix epoch. */
  sentAt: number;
  /** What was sent to whom: the amount in the asset's smallest unit, the token (`null`: the native currency), and the recipient as the sender typed it (ENS name) or its short address. */
  summary: { value: bigint; decimals: number; symbol: string; token: Address | null; to: string };
};

/**
 * A sent transaction as it goes: its live status as a pill
 * (`useTransactionOutcome`: what our record resolves to, or, when none
 * could be kept, its receipt), its hash (short, the whole in the title,
 * Copy), what was sent (and its value in the visitor's currency) to whom,
 * the time it was sent, its page on the
 * chain's explorer, and "Send another" (`onSendAnother`). `onFinal` is
 * called once, when its outcome is final (mount it with the hash as its key).
 */
export function SentTransaction({
  hash,
  chainId,
  followReceipt,
  sentAt,
  summary,
  explorerUrl,
  onFinal,
  onSendAnother,
}: SentState & { explorerUrl: string | undefined; onFinal: () => void; onSendAnother: () => void }) {
  const t = useTranslations('Send');
  const format = useFormatter();
  const outcome = useTransactionOutcome({ hash, chainId, followReceipt });
  const final = outcome.state !== 'pending';
  // The form shows what its own transaction left, once it is final, whichever tab saw it first: once.
  const reported = useRef(false);
  useEffect(() => {
    if (!final || reported.current) return;
    reported.current = true;
    onFinal();
  }, [final, onFinal]);
  return (
    <Card className="sent" aria-live="polite" data-testid="sent-transaction">
      <h2>
        {t('sentHeading')} <StatusPill outcome={outcome} testId="sent-status" />
      </h2>
      <p className="sent-summary" data-testid="sent-summary">
        {t.rich('sentSummary', {
          amount: () => (
            <>
              <Amount value={summary.value} decimals={summary.decimals} symbol={summary.symbol} />{' '}
              <FiatValue chainId={chainId} parts={[{ token: summary.token, amount: summary.value, decimals: summary.decimals }]} testId="sent-fiat" hideMissing />
            </>
          ),
          to: summary.to,
        })}
      </p>
      <dl className="sent-details">
        <dt>{t('hash')}</dt>
        <dd>
          <ShortHex value={hash} copyLabel={t('copyHash')} testId="sent-hash" />
        </dd>
        <dt>{t('sentAt')}</dt>
        <dd>
          <time dateTime={new Date(sentAt).toISOString()} data-testid="sent-time">
            {format.dateTime(sentAt, { timeZone: visitorTimeZone(), hour: 'numeric', minute: '2-digit', second: '2-digit' })}
          </time>
        </dd>
      </dl>
      {explorerUrl && (
        <a href={`${explorerUrl}/tx/${hash}`} target="_blank" rel="noopener noreferrer">
          {t('viewOnExplorer')}
        </a>
      )}
      <ReplacementLink outcome={outcome} explorerUrl={explorerUrl} />
      <p className="field-action">
        <Button onClick={onSendAnother} data-testid="send-another">
          {t('sendAnother')}
        </Button>
      </p>
    </Card>
  );
}

