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
  return (
    <details className="advanced">
      <summary>Advanced</summary>
      <Field name="gasLimit" label="Gas limit" inputMode="numeric" values={values} onChange={onChange} error={errorOf('gasLimit')} />
      <Field name="maxFeePerGas" label="Max fee (gwei)" values={values} onChange={onChange} error={errorOf('maxFeePerGas')} />
      <Field name="maxPriorityFeePerGas" label="Max priority fee (gwei)" values={values} onChange={onChange} error={errorOf('maxPriorityFeePerGas')} />
      <Field name="gasPrice" label="Gas price (gwei)" values={values} onChange={onChange} error={errorOf('gasPrice')} />
    </details>
  );
}
