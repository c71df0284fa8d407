import '@rainbow-me/rainbowkit/styles.css';
import {
  ConnectButton,
  RainbowKitAuthenticationProvider,
  RainbowKitProvider,
  useAccountModal,
  useAddRecentTransaction,
  useChainModal,
  useConnectModal,
} from '@rainbow-me/rainbowkit';
import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { APP_NAME } from '@/lib/appName';
import { useSiweSession } from './SiweAuthProvider';
import { rainbowKitTheme } from './theme';
import type { WalletKitApi } from './WalletKitProvider';

/** Props of {@link WalletKit}. */
export type WalletKitProps = {
  /** Elements the ConnectButton renders into, by slot id (see `WalletButton`). */
  buttonSlots: ReadonlyMap<string, HTMLElement>;
  /** Receives the kit's modal openers and transaction store whenever they change. */
  onApiChange: (api: WalletKitApi) => void;
};

/** Reads the kit's hooks inside `RainbowKitProvider` and hands them to the page. */
function KitBridge({ onApiChange }: Pick<WalletKitProps, 'onApiChange'>) {
  const { openConnectModal } = useConnectModal();
  const { openAccountModal } = useAccountModal();
  const { openChainModal } = useChainModal();
  const addRecentTransaction = useAddRecentTransaction();
  useEffect(() => {
    onApiChange({ openConnectModal, openAccountModal, openChainModal, addRecentTransaction });
  }, [onApiChange, openConnectModal, openAccountModal, openChainModal, addRecentTransaction]);
  return null;
}

/** The kit's authentication provider on our SIWE adapter, when sign-in is on (spec §7). */
function KitAuthentication({ children }: { children: ReactNode }) {
  const { status, adapter } = useSiweSession();
  if (!adapter) return children;
  return (
    <RainbowKitAuthenticationProvider adapter={adapter} status={status ?? 'loading'}>
      {children}
    </RainbowKitAuthenticationProvider>
  );
}

/**
 * The wallet kit, loaded as its own chunk by `WalletKitProvider`:
 * `RainbowKitAuthenticationProvider` (when sign-in is on) around
 * `RainbowKitProvider` (app name Co-Editions, en-US, recent transactions
 * on, light and dark themes with the #7828C8 accent and the rounded font),
 * the kit's styles, and its ConnectButton with the spec's defaults (spec §2
 * "Connect button": label "Connect Wallet"; balance on large screens only;
 * the chain button a full label on large screens and an icon on small ones)
 * in each registered slot.
 */
export default function WalletKit({ buttonSlots, onApiChange }: WalletKitProps) {
  return (
    <KitAuthentication>
      <RainbowKitProvider
        appInfo={{ appName: APP_NAME }}
        locale="en-US"
        showRecentTransactions
        theme={rainbowKitTheme}
      >
        <KitBridge onApiChange={onApiChange} />
        {[...buttonSlots].map(([id, element]) =>
          createPortal(
            <ConnectButton
              label="Connect Wallet"
              showBalance={{ smallScreen: false, largeScreen: true }}
              chainStatus={{ smallScreen: 'icon', largeScreen: 'full' }}
              accountStatus="full"
            />,
            element,
            id,
          ),
        )}
      </RainbowKitProvider>
    </KitAuthentication>
  );
}
