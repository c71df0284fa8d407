import { render } from '@testing-library/react';
import { act } from 'react';
import type { Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { WalletProviders, type WalletProvidersProps } from '@/components/providers/WalletProviders';
import { Header } from '@/components/header/Header';

/** Parameters of {@link renderHeader}. */
export type RenderHeaderParameters = Pick<WalletProvidersProps, 'config' | 'loadWalletKit'> & {
  /** Sign-In with Ethereum on or off. Default off. */
  siwe?: boolean;
};

/** Renders the site header inside the app's providers (`WalletProviders`), as every page has it. */
export function renderHeader({ config, siwe = false, loadWalletKit }: RenderHeaderParameters): void {
  render(
    <WalletProviders config={config} siwe={siwe} loadWalletKit={loadWalletKit}>
      <Header />
    </WalletProviders>,
  );
}

/** Connects `config`'s first connector (the test config's `mock`, anvil account 0) inside act(). */
export async function connectFirstConnector(config: Config): Promise<void> {
  await act(async () => {
    await connect(config, { connector: config.connectors[0]! });
  });
}
