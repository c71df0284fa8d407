/**
 * Provider flags set by wallets that RainbowKit lists under their own name.
 * When `window.ethereum` carries one, the generic "Browser Wallet" entry would
 * duplicate that wallet, so it is hidden.
 */
const RECOGNISED_WALLET_FLAGS = [
  'isMetaMask',
  'isCoinbaseWallet',
  'isBraveWallet',
  'isRainbow',
  'isTrust',
  'isTrustWallet',
  'isPhantom',
  'isRabby',
  'isFrame',
  'isOkxWallet',
  'isOKExWallet',
  'isZerion',
  'isTokenPocket',
  'isExodus',
  'isBitKeep',
  'isMathWallet',
  'isEnkrypt',
  'isTally',
  'isSafePal',
  'isXDEFI',
] as const;

/** The part of an injected EIP-1193 provider that the rule reads. */
type InjectedProviderFlags = Partial<Record<(typeof RECOGNISED_WALLET_FLAGS)[number], unknown>> & {
  /** Coinbase Wallet's multi-provider list, when several wallets are installed. */
  providers?: unknown;
};

/**
 * Whether an injected provider identifies as a wallet the kit already lists.
 * Checks the provider itself and each entry of its `providers` array.
 *
 * @param ethereum - `window.ethereum`, or `undefined` (server, no wallet).
 */
export function isRecognisedInjectedWallet(ethereum: unknown): boolean {
  if (typeof ethereum !== 'object' || ethereum === null) return false;
  const provider = ethereum as InjectedProviderFlags;
  if (RECOGNISED_WALLET_FLAGS.some((flag) => provider[flag] === true)) return true;
  return Array.isArray(provider.providers) && provider.providers.some(isRecognisedInjectedWallet);
}

/**
 * The Browser Wallet hiding rule: hidden when `window.ethereum` is a
 * recognised wallet. Safe on the server, where there is no `window`.
 */
export function shouldHideBrowserWallet(): boolean {
  if (typeof window === 'undefined') return false;
  return isRecognisedInjectedWallet((window as { ethereum?: unknown }).ethereum);
}
