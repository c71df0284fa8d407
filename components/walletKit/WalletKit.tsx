import { useLocale } from 'next-intl';
import { DEFAULT_LOCALE, isAppLocale } from '@/lib/i18n/locales';
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
import { useEffect, useState, type ReactNode } from 'react';
import { useAccount } from 'wagmi';
import { APP_NAME } from '@/lib/config/appName';
import { AvatarImage } from '@/components/account/Avatar';
import { useSiweSession } from '@/components/signIn/SiweSessionProvider';
import { useSignInAsked } from '@/components/signIn/useSignInAsked';
import { rainbowKitTheme } from './kitTheme';
import type { WalletKitProps } from './useWalletKit';

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
 * on (EIP-4361), `enabled` only where the page asks for it (`useSignInAsked`). The kit closes every modal when its status turns
 * `unauthenticated`, and shows an empty Connect modal while a connected
 * wallet's status is `loading`. So while the session check is under way:
 * - a disconnected visitor is handed to the kit as `unauthenticated`, so
 *   the check's answer does not shut a Connect modal opened before it;
 * - a wallet connected from that state stays `unauthenticated`, so the
 *   "Verify your account" step shows at once and stays when the check
 *   answers "signed out";
 * - a returning visitor's wallet (wagmi `reconnecting`) is `loading`, as the
 *   kit expects, until the check says whether the session is still good.
 */
function KitAuthentication({ children }: { children: ReactNode }) {
  const { status, adapter } = useSiweSession();
  const { status: accountStatus } = useAccount();
  const signInAsked = useSignInAsked();
  // Remembered from the previous render (React's "storing information from
  // previous renders"): was the kit handed `unauthenticated` for a check
  // under way? Set in the same render as the connection, never one later,
  // so the kit never sees `unauthenticated` turn up after `loading`.
  const [checkPendingAsSignedOut, setCheckPendingAsSignedOut] = useState(false);
  const pendingAsSignedOut =
    status === 'loading' &&
    accountStatus !== 'reconnecting' &&
    (accountStatus !== 'connected' || checkPendingAsSignedOut);
  if (pendingAsSignedOut !== checkPendingAsSignedOut) setCheckPendingAsSignedOut(pendingAsSignedOut);
  if (!adapter) return children;
  return (
    <RainbowKitAuthenticationProvider
      adapter={adapter}
      status={pendingAsSignedOut ? 'unauthenticated' : (status ?? 'loading')}
      enabled={signInAsked}
    >
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
 * `RainbowKitProvider` (app name Co-Editions, the route's locale, recent transactions
 * on, light and dark themes with the #7828C8 accent and the rounded font,
 * our avatar) and the kit's styles. It renders no button of its own: the
 * header's "Connect Wallet" (`HeaderWalletSlot`) opens its modals through `useWalletKit()`.
 */
export default function WalletKit({ onApiChange }: WalletKitProps) {
  const locale = useLocale();
  return (
    <KitAuthentication>
      <RainbowKitProvider
        appInfo={{ appName: APP_NAME }}
        avatar={KitAvatar}
        locale={isAppLocale(locale) ? locale : DEFAULT_LOCALE}
        showRecentTransactions
        theme={rainbowKitTheme}
      >
        <KitBridge onApiChange={onApiChange} />
      </RainbowKitProvider>
    </KitAuthentication>
  );
}
