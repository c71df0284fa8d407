import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { Select } from '@/components/ui/Select';

/** Props of {@link AssetSelect}. */
export type AssetSelectProps = {
  /** The token chosen, or `null` for the chain's native currency. */
  value: Address | null;
  nativeSymbol: string;
  /** The tokens the sender holds on this chain (`useSendAsset`). */
  tokens: readonly { address: Address; symbol: string }[];
  onChange: (token: Address | null) => void;
};

/** "Asset": the chain's native currency first, then every token the sender holds. */
export function AssetSelect({ value, nativeSymbol, tokens, onChange }: AssetSelectProps) {
  const t = useTranslations('Send');
  return (
    <Select label={t('asset')} name="asset" value={value ?? 'native'} onChange={(event) => onChange(event.target.value === 'native' ? null : (event.target.value as Address))}>
      <option value="native">{nativeSymbol}</option>
      {tokens.map((token) => (
        <option key={token.address} value={token.address}>
          {token.symbol}
        </option>
      ))}
    </Select>
  );
}
