import { useLocale, useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { Amount } from '@/components/ui/Amount';
import { FiatValue } from '@/components/prices/FiatValue';
import { formatGasDetail } from '@/lib/format/formatAmount';

/** Props of {@link FeeSummary}. */
export type FeeSummaryProps = {
  /** The chain the fee is paid on, for the fiat values. */
  chainId: number;
  /** The most the network fee can be, once gas and its price are known: in wei, with its gas units and wei per gas (legacy gas price or EIP-1559 max fee). */
  fee?: { wei: bigint; gas: bigint; feePerGas: bigint };
  /** The chain's native currency: `ETH`. */
  nativeSymbol: string;
  /** Whether the fee estimate failed. */
  feeError: boolean;
  /** What is sent, once the form is valid: in the asset's smallest unit, its decimals and symbol, and the token (`null`: the native currency). */
  sent?: { value: bigint; decimals: number; symbol: string; token: Address | null };
};

/**
 * The send form's "Network fee (max)" and "Total (max)": the fee in the
 * native currency with its gas detail (`0.000023 ETH (21,000 gas × 1.10 gwei)`,
 * `formatGasDetail`, every digit in the titles), and the amount plus the
 * fee: one sum for the native currency, "5 TUSD + 0.000042 ETH" for a
 * token; each with its value in the visitor's currency (`FiatValue`, the
 * token's and the fee's summed). "—" until both are known; "Fee estimate
 * unavailable" on error.
 */
export function FeeSummary({ chainId, fee, nativeSymbol, feeError, sent }: FeeSummaryProps) {
  const t = useTranslations('Send');
  const locale = useLocale();
  const feeAmount = fee && <Amount value={fee.wei} decimals={18} symbol={nativeSymbol} testId="fee-amount" />;
  const detail = fee && formatGasDetail({ ...fee, locale });
  return (
    <dl className="fee-summary" data-testid="fee-summary">
      <dt>{t('networkFee')}</dt>
      <dd data-testid="fee-estimate">
        {detail ? (
          <>
            {feeAmount}{' '}
            <span className="muted" data-testid="fee-detail" title={detail.exact}>
              (<span className="nowrap">{detail.parts[0]}</span> × <span className="nowrap">{detail.parts[1]}</span>)
            </span>{' '}
            <FiatValue chainId={chainId} parts={[{ token: null, amount: fee.wei, decimals: 18 }]} testId="fee-fiat" />
          </>
        ) : feeError ? (
          t('feeUnavailable')
        ) : (
          '—'
        )}
      </dd>
      <dt>{t('total')}</dt>
      <dd data-testid="fee-total">
        {!fee || !sent ? (
          '—'
        ) : (
          <>
            {sent.token === null ? (
              <Amount value={sent.value + fee.wei} decimals={18} symbol={nativeSymbol} testId="total-amount" />
            ) : (
              <>
                <span data-testid="total-amount">
                  <Amount value={sent.value} decimals={sent.decimals} symbol={sent.symbol} /> + {feeAmount}
                </span>
              </>
            )}{' '}
            <FiatValue
              chainId={chainId}
              parts={[
                { token: sent.token, amount: sent.value, decimals: sent.decimals },
                { token: null, amount: fee.wei, decimals: 18 },
              ]}
              testId="total-fiat"
            />
          </>
        )}
      </dd>
    </dl>
  );
}
