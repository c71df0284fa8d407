import type { ReactNode } from 'react';
import { getAppConfig } from '@/lib/config/appConfig';
import { wagmiConfig } from '@/lib/wallet/wagmiConfig';
import { WalletProviders } from './WalletProviders';

/** Props of {@link AppWalletProviders}. */
export type AppWalletProvidersProps = { children: ReactNode };

/**
 * {@link WalletProviders} with the app's own wagmi config (`lib/wallet/wagmiConfig.ts`:
 * chains, transports, connectors) and sign-in setting
 * (`NEXT_PUBLIC_SIWE`). The chunk `LazyWalletProviders` loads: importing it
 * evaluates wagmi's config, viem's transports and TanStack Query.
 */
export function AppWalletProviders({ children }: AppWalletProvidersProps) {
  return (
    <WalletProviders config={wagmiConfig} siwe={getAppConfig().siwe}>
      {children}
    </WalletProviders>
  );
}
