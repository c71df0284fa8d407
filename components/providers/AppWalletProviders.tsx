import type { ReactNode } from 'react';
import { appConfig, wagmiConfig } from '@/lib/wallet/wagmiConfig';
import { AppProviders } from './WalletProviders';

/** Props of {@link AppWalletProviders}. */
export type AppWalletProvidersProps = { children: ReactNode };

/**
 * {@link AppProviders} with the app's own wagmi config (`lib/wagmi.ts`:
 * chains, transports, connectors) and sign-in setting
 * (`NEXT_PUBLIC_SIWE`). The chunk `DeferredAppProviders` loads: importing it
 * evaluates wagmi's config, viem's transports and TanStack Query.
 */
export function AppWalletProviders({ children }: AppWalletProvidersProps) {
  return (
    <AppProviders config={wagmiConfig} siwe={appConfig.siwe}>
      {children}
    </AppProviders>
  );
}
