/*
 * The third-party hosts each wallet SDK contacts from the page, only once a
 * visitor picks that wallet: what the Content-Security-Policy
 * (`securityHeaders.ts`) allows beyond our origin and the RPC nodes. Read
 * from the SDK versions package-lock.json pins; an upgrade that contacts a
 * new host fails the `csp` Playwright project (e2e/csp.spec.ts).
 */

/** What WalletConnect's provider (`@walletconnect/*` 2.21) and its QR modal (Reown AppKit 1.7.8) contact. */
export const WALLETCONNECT_CONNECT_SOURCES: readonly string[] = [
  'wss://relay.walletconnect.org', // the relay
  'wss://relay.walletconnect.com', // the relay's former host, named by older pairings
  'https://rpc.walletconnect.org', // the provider's JSON-RPC fallback, AppKit's look-ups
  'https://pulse.walletconnect.org', // the SDK's and AppKit's event batches
  'https://verify.walletconnect.org', // the Verify API; both hosts are on the core's trusted list
  'https://verify.walletconnect.com',
  'https://api.web3modal.org', // AppKit's config, wallet list and wallet images (shown as blob: URLs)
];

/** The Verify API's attestation frame, which `@walletconnect/core` loads in a hidden iframe as a pairing starts. */
export const WALLETCONNECT_FRAME_SOURCES: readonly string[] = ['https://verify.walletconnect.org', 'https://verify.walletconnect.com'];

/**
 * What the Coinbase Wallet SDK 4.3 contacts. Its connection happens in a
 * keys.coinbase.com popup, a window CSP does not govern; its telemetry
 * (an inline script, cca-lite.coinbase.com) is off in RainbowKit, so
 * neither is allowed.
 */
export const COINBASE_CONNECT_SOURCES: readonly string[] = [
  'https://rpc.wallet.coinbase.com', // the smart wallet's own JSON-RPC
  'https://www.walletlink.org', // the WalletLink relay, for the mobile app
  'wss://www.walletlink.org',
];

/** What the MetaMask SDK 0.33 contacts: RainbowKit uses it on mobile browsers without the extension (desktop goes through WalletConnect). */
export const METAMASK_SDK_CONNECT_SOURCES: readonly string[] = [
  'https://metamask-sdk.api.cx.metamask.io', // the socket relay's handshake
  'wss://metamask-sdk.api.cx.metamask.io',
  'https://mm-sdk-analytics.api.cx.metamask.io',
];

/** The stylesheet host of the Inter font that WalletConnect's modal `@import`s (style-src). */
export const WALLETCONNECT_MODAL_STYLE_SOURCES: readonly string[] = ['https://fonts.googleapis.com'];

/** The font files' host of {@link WALLETCONNECT_MODAL_STYLE_SOURCES} (font-src). */
export const WALLETCONNECT_MODAL_FONT_SOURCES: readonly string[] = ['https://fonts.gstatic.com'];
