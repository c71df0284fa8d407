/** The variable that holds the WalletConnect Cloud project id. */
const WALLETCONNECT_PROJECT_ID_VARIABLE = 'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID';

/**
 * Placeholder shipped in `.env.example`. RainbowKit substitutes its public
 * example project id for it (`getWalletConnectConnector`), which is fine for
 * development and never for production.
 */
export const WALLETCONNECT_PLACEHOLDER_PROJECT_ID = 'YOUR_PROJECT_ID';

/** The kit's words for a missing project id (RainbowKit 1.0). */
export const MISSING_PROJECT_ID_MESSAGE = 'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId.';

/** The one console warning for the placeholder project id. */
export const PLACEHOLDER_PROJECT_ID_WARNING = `${WALLETCONNECT_PROJECT_ID_VARIABLE} is the placeholder "${WALLETCONNECT_PLACEHOLDER_PROJECT_ID}": WalletConnect uses RainbowKit's public example project id. Get your own at https://cloud.reown.com before deploying.`;
