import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { FiatValue } from '@/components/prices/FiatValue';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { formatUnits } from 'viem';
import type { UseFiatEntryReturnType } from './useFiatEntry';

/** Props of {@link AmountField}. */
export type AmountFieldProps = {
  /** The amount as typed in the asset. */
  value: string;
  onChange: (value: string) => void;
  /** The field's error, in words. */
  error: string | undefined;
  chainId: number;
  /** The asset: a token, or `null` for the native currency. */
  token: Address | null;
  symbol: string;
  decimals: number;
  /** The typed amount in the asset's smallest unit, when it reads as one: its fiat value shows beside the label. */
  amount: bigint | undefined;
  /** The fiat entry (`useFiatEntry`). */
  fiat: UseFiatEntryReturnType;
};

/**
 * The send form's "Amount": typed in the asset, with its value in the
 * visitor's currency beside the label (`FiatValue`); or, once "Enter in USD" is
 * pressed, typed in that currency, with the exact amount of the asset it
 * sends and the price it was worked out at. The toggle is a button with
 * `aria-pressed`, shown only when the visitor has a currency and the
 * asset a price feed on the chain, or while the amount is typed in it.
 */
export function AmountField({ value, onChange, error, chainId, token, symbol, decimals, amount, fiat }: AmountFieldProps) {
  const t = useTranslations('Send');
  const { currency, active } = fiat;
  const exact = active && fiat.amount !== undefined ? formatUnits(fiat.amount, decimals) : undefined;
  return (
    <div className="amount-field">
      <TextField
        name="amount"
        testKey="amount"
        label={active && currency ? t('amountIn', { currency }) : t('amount')}
        value={active ? fiat.text : value}
        inputMode="decimal"
        placeholder={t('amountPlaceholder')}
        onChange={(event) => (active ? fiat.setText(event.target.value) : onChange(event.target.value))}
        error={error}
        // Beside the label, in a row that is there before the figure is: typing never moves the form, and a missing figure is never alone on a line.
        aside={currency && !active ? amount !== undefined ? <FiatValue chainId={chainId} parts={[{ token, amount, decimals }]} testId="amount-fiat" /> : null : undefined}
        hint={
          !active
            ? t('amountHint', { symbol, decimals })
            : exact !== undefined && fiat.unitPrice
              ? t('fiatExact', { amount: exact, symbol, price: fiat.unitPrice })
              : undefined
        }
      />
      {currency && (fiat.offered || active) && (
        <p className="field-action">
          <Button size="small" aria-pressed={active} onClick={fiat.toggle} data-testid="fiat-toggle">
            {t('fiatToggle', { currency })}
          </Button>
        </p>
      )}
    </div>
  );
}
