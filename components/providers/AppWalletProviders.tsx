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
// Every page imports this module as it loads, so `next build` gives its
// chunks V8's compile hint like the first-load ones; the build finds them
// by this name (`eagerImports` in `next.config.ts`, `lib/build/compileHints.ts`).
AppWalletProviders.displayName = 'AppWalletProviders';
