import { use, type ReactNode } from 'react';
import { getWalletCodeDemand } from '@/lib/wallet/walletCodeDemand';

/**
 * Renders `children` (the wallet providers and the page) once the page's
 * wallet code is wanted (`lib/wallet/walletCodeDemand.ts`). Until then, in
 * the browser, it suspends, so React keeps the page's server HTML as it is
 * in the Suspense boundary above and hydrates it when the code is wanted
 * and loaded. The server renders `children` straight away.
 */
export function WalletCodeGate({ children }: { children: ReactNode }) {
  // Unconditionally in the browser: React requires a component that
  // suspended on `use` to call it again when it renders on.
  if (typeof window !== 'undefined') use(getWalletCodeDemand().wanted);
  return children;
}
