import '@rainbow-me/rainbowkit/styles.css';
import {
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  useAccountModal,
  useAddRecentTransaction,
  useChainModal,
  useConnectModal,
  type AvatarComponent,
} from '@rainbow-me/rainbowkit';
import { useEffect, type ReactNode } from 'react';
import { useAccount } from 'wagmi';
import { APP_NAME } from '@/lib/config/appName';
import { AvatarImage } from '@/components/account/Avatar';
import { useSiweSession } from './SiweSessionProvider';
import { rainbowKitTheme } from './kitTheme';
import type { WalletKitProps } from './walletKit';

/** Reads the kit's hooks inside `RainbowKitProvider` and hands them to the page. */
function KitBridge({ onApiChange }: WalletKitProps) {
  const { openConnectModal } = useConnectModal();
  const { openAccountModal } = useAccountModal();
  const { openChainModal } = useChainModal();
  const addRecentTransaction = useAddRecentTransaction();
  useEffect(() => {
    onApiChange({ openConnectModal, openAccountModal, openChainModal, addRecentTransaction });
  }, [onApiChange, openConnectModal, openAccountModal, openChainModal, addRecentTransaction]);
  return null;
}

/**
 * The kit's authentication provider on our SIWE adapter, when sign-in is
 * on (EIP-4361). While no wallet is connected, a session check still under
 * way is handed to the kit as `unauthenticated`: the kit closes every
 * modal when its status turns `unauthenticated`, which would shut the
 * Connect modal a first-time visitor opened before the check answered. A
 * disconnected visitor's session status changes nothing else in the kit.
 */
function KitAuthentication({ children }: { children: ReactNode }) {
  const { status, adapter } = useSiweSession();
  const { isConnected } = useAccount();
  if (!adapter) return children;
  const kitStatus = status === 'loading' && !isConnected ? 'unauthenticated' : (status ?? 'loading');
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={kitStatus}>
      {children}
    </RainbowKitAuthenticationProvider>
  );
}

/**
 * The kit's avatar slot (`RainbowKitProvider` `avatar`) filled with ours,
 * so its modals show the same avatar as the header's account button.
 */
const KitAvatar: AvatarComponent = ({ address, ensImage, size }) => (
  <AvatarImage address={address} ensImage={ensImage ?? undefined} size={size} />
);

/**
 * The wallet kit, loaded on demand as its own chunk by `WalletKitLoader`:
 * `RainbowKitAuthenticationProvider` (when sign-in is on) around
 * `RainbowKitProvider` (app name Co-Editions, en-US, recent transactions
 * on, light and dark themes with the #7828C8 accent and the rounded font,
 * our avatar) and the kit's styles. It renders no button of its own: the
 * header's `ConnectWalletButton` opens its modals through `useWalletKit()`.
 */
export default function WalletKit({ onApiChange }: WalletKitProps) {
  return (
    <KitAuthentication>
      <RainbowKitProvider
        appInfo={{ appName: APP_NAME }}
        avatar={KitAvatar}
        locale="en-US"
        showRecentTransactions
        theme={rainbowKitTheme}
      >
        <KitBridge onApiChange={onApiChange} />
      </RainbowKitProvider>
    </KitAuthentication>
  );
}
