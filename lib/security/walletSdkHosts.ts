/*
 * The third-party hosts each wallet SDK contacts from the page, only once
 * a visitor picks that wallet: what the Content-Security-Policy of
 * `securityHeaders.ts` allows beyond our own origin and the RPC nodes.
 *
 * The lists were read from the installed SDKs, the versions
 * pinned by package-lock.json: @walletconnect/* 2.21, @reown/appkit 1.7.8,
 * @coinbase/wallet-sdk 4.3.6, @metamask/sdk 0.33.1, viem 2.57.20. An SDK
 * upgrade that contacts a new host shows up as a CSP violation in the `csp`
 * Playwright project (e2e/csp.spec.ts).
 */

/**
 * Hosts WalletConnect's provider (`@walletconnect/core`, `sign-client`,
 * `universal-provider`, `ethereum-provider` 2.21) and its QR modal (Reown
 * AppKit 1.7.8, which the provider opens for the "WalletConnect" wallet)
 * contact from the page, only once a visitor picks a WalletConnect wallet:
 * - `wss://relay.walletconnect.org`: the relay (the default `relayUrl`;
 *   `.com` is the former relay host still named by older pairings);
 * - `https://rpc.walletconnect.org`: the universal provider's JSON-RPC
 *   fallback and AppKit's identity and balance look-ups;
 * - `https://pulse.walletconnect.org`: the SDK's and AppKit's event batches;
 * - `https://verify.walletconnect.org` and `.com`: the Verify API (public key
 *   and attestations; both are on the core's trusted list);
 * - `https://api.web3modal.org`: AppKit's project config, wallet list and
 *   wallet images (fetched, then shown as `blob:` URLs).
 */
export const WALLETCONNECT_CONNECT_SOURCES: readonly string[] = [
  'wss://relay.walletconnect.org',
  'wss://relay.walletconnect.com',
  'https://rpc.walletconnect.org',
  'https://pulse.walletconnect.org',
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
  'https://api.web3modal.org',
];

/**
 * The Verify API's attestation frame: `@walletconnect/core` loads
 * `https://verify.walletconnect.org/v3/attestation?…` in a hidden iframe when
 * a pairing starts (`.com` is the other trusted Verify host).
 */
export const WALLETCONNECT_FRAME_SOURCES: readonly string[] = [
  'https://verify.walletconnect.org',
  'https://verify.walletconnect.com',
];

/**
 * Hosts of the Coinbase Wallet SDK 4.3 (`@coinbase/wallet-sdk`, loaded when
 * a visitor picks Coinbase Wallet):
 * - `https://rpc.wallet.coinbase.com`: the smart wallet's own JSON-RPC
 *   (`wallet_getCallsStatus`, permissions);
 * - `https://www.walletlink.org` and `wss://www.walletlink.org`: the
 *   WalletLink relay, used when the visitor links the Coinbase Wallet mobile
 *   app from the popup.
 *
 * The connection itself happens in a popup window on https://keys.coinbase.com,
 * which CSP does not govern (a window, not a frame). The SDK's telemetry
 * (an inline `<script>` and cca-lite.coinbase.com) is switched off by
 * RainbowKit (`telemetry: false`), so neither is allowed.
 */
export const COINBASE_CONNECT_SOURCES: readonly string[] = [
  'https://rpc.wallet.coinbase.com',
  'https://www.walletlink.org',
  'wss://www.walletlink.org',
];

/**
 * Hosts of the MetaMask SDK 0.33 (`@metamask/sdk`), which RainbowKit uses for
 * MetaMask only on mobile browsers without the extension: its socket relay
 * (`https:` for the handshake, `wss:` for the socket) and its analytics.
 * On desktop without the extension MetaMask goes through WalletConnect.
 */
export const METAMASK_SDK_CONNECT_SOURCES: readonly string[] = [
  'https://metamask-sdk.api.cx.metamask.io',
  'wss://metamask-sdk.api.cx.metamask.io',
  'https://mm-sdk-analytics.api.cx.metamask.io',
];

/**
 * WalletConnect's modal (Reown AppKit) `@import`s the Inter font from Google
 * Fonts in the `<style>` it injects: the stylesheet host (style-src) and the
 * font files' host (font-src).
 */
export const WALLETCONNECT_MODAL_STYLE_SOURCES: readonly string[] = ['https://fonts.googleapis.com'];

/** Font host of {@link WALLETCONNECT_MODAL_STYLE_SOURCES}. */
export const WALLETCONNECT_MODAL_FONT_SOURCES: readonly string[] = ['https://fonts.gstatic.com'];
