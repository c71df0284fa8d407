import { useTranslations } from 'next-intl';
import type { SendFormValues } from '@/lib/transactions/sendForm';
import { Field } from './Field';

/** Props of {@link AdvancedFeeFields}. */
export type AdvancedFeeFieldsProps = {
  values: SendFormValues;
  onChange: (name: keyof SendFormValues, value: string) => void;
  /** The message for a field, `undefined` while it is empty (these fields are optional). */
  errorOf: (name: keyof SendFormValues) => string | undefined;
};

/**
 * The send form's Advanced section, closed by default: gas limit (gas
 * units), max fee and max priority fee (EIP-1559), and the legacy gas
 * price, in gwei. Empty fields leave the choice to the estimate.
 */
export function AdvancedFeeFields({ values, onChange, errorOf }: AdvancedFeeFieldsProps) {
  const t = useTranslations('Send');
  return (
    <details className="advanced">
      <summary>{t('advanced')}</summary>
      <Field name="gasLimit" label={t('gasLimit')} inputMode="numeric" values={values} onChange={onChange} error={errorOf('gasLimit')} />
      <Field name="maxFeePerGas" label={t('maxFee')} values={values} onChange={onChange} error={errorOf('maxFeePerGas')} />
      <Field name="maxPriorityFeePerGas" label={t('maxPriorityFee')} values={values} onChange={onChange} error={errorOf('maxPriorityFeePerGas')} />
      <Field name="gasPrice" label={t('gasPrice')} values={values} onChange={onChange} error={errorOf('gasPrice')} />
    </details>
  );
}
