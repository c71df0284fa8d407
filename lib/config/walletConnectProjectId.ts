import { InvalidEnvError } from './InvalidEnvError';

/** The variable that holds the WalletConnect Cloud project id. */
export const WALLETCONNECT_PROJECT_ID_VARIABLE = 'NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID';

/**
 * Placeholder shipped in `.env.example`. RainbowKit substitutes its public
 * example project id for it (`getWalletConnectConnector`), which is fine for
 * development and never for production.
 */
export const WALLETCONNECT_PLACEHOLDER_PROJECT_ID = 'YOUR_PROJECT_ID';

/** The kit's words for a missing project id (RainbowKit 1.0). */
export const MISSING_PROJECT_ID_MESSAGE =
  'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId.';

/** Result of {@link parseWalletConnectProjectId}. */
export type ParseWalletConnectProjectIdReturnType = {
  /** The value to hand to `connectorsForWallets`. */
  projectId: string;
  /** True for {@link WALLETCONNECT_PLACEHOLDER_PROJECT_ID}: callers warn once. */
  isPlaceholder: boolean;
};

/**
 * Applies the project id rules:
 * missing or empty fails; the placeholder passes through for the kit to
 * substitute; anything else must look like a WalletConnect Cloud id
 * (32 hexadecimal characters).
 *
 * @throws {InvalidEnvError} naming `NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID`
 *   with {@link MISSING_PROJECT_ID_MESSAGE} when missing or empty, or with a
 *   format hint when malformed.
 */
export function parseWalletConnectProjectId(
  value: string | undefined,
): ParseWalletConnectProjectIdReturnType {
  const projectId = value?.trim() ?? '';
  if (projectId === '') {
    throw new InvalidEnvError(WALLETCONNECT_PROJECT_ID_VARIABLE, MISSING_PROJECT_ID_MESSAGE);
  }
  if (projectId === WALLETCONNECT_PLACEHOLDER_PROJECT_ID) return { projectId, isPlaceholder: true };
  if (!/^[0-9a-f]{32}$/i.test(projectId)) {
    throw new InvalidEnvError(
      WALLETCONNECT_PROJECT_ID_VARIABLE,
      `"${projectId}" is not a WalletConnect Cloud project id (32 hexadecimal characters).`,
    );
  }
  return { projectId, isPlaceholder: false };
}

/** The one console warning for the placeholder project id. */
export const PLACEHOLDER_PROJECT_ID_WARNING = `${WALLETCONNECT_PROJECT_ID_VARIABLE} is the placeholder "${WALLETCONNECT_PLACEHOLDER_PROJECT_ID}": WalletConnect uses RainbowKit's public example project id. Get your own at https://cloud.reown.com before deploying.`;
