import { ConnectButton } from '@rainbow-me/rainbowkit';
import { useAccount } from 'wagmi';
import { AccountIdentity } from './AccountIdentity';
import { formatBalance } from './formatBalance';
import { useSiweSession } from './SiweAuthProvider';
import { useCopyToClipboard } from './useCopyToClipboard';

/**
 * The connected visitor's account on the home page (issue #2 "Home page"):
 * avatar, ENS name or shortened address, the full address with a copy
 * action, the balance with its symbol on the current chain, the chain's name,
 * a link to the address on the chain's block explorer, and a button that
 * opens the kit's Switch Networks modal; with sign-in on, whether the visitor
 * is signed in and as which address. On an unsupported chain it says so
 * and offers the switch instead.
 *
 * Reads the kit's own account state (`ConnectButton.Custom`), so it issues no
 * RPC request of its own. Renders nothing while disconnected.
 */
export function AccountPanel() {
  const { chain: wagmiChain } = useAccount();
  const { copied, failed, copy } = useCopyToClipboard();
  const { status: signInStatus, session } = useSiweSession();
  return (
    <ConnectButton.Custom>
      {({ account, chain, mounted, openChainModal }) => {
        if (!mounted || !account || !chain) return null;
        if (chain.unsupported) {
          return (
            <section className="panel" aria-labelledby="account-heading" data-testid="account-panel">
              <h2 id="account-heading">Unsupported network</h2>
              <p role="alert" data-testid="unsupported-chain">
                Your wallet is on a network Co-Editions does not support (chain id {chain.id}). Switch
                to a supported network to continue.
              </p>
              <button type="button" className="button primary" onClick={openChainModal}>
                Switch network
              </button>
            </section>
          );
        }
        const explorer = wagmiChain?.blockExplorers?.default;
        return (
          <section className="panel" aria-labelledby="account-heading" data-testid="account-panel">
            <AccountIdentity
              address={account.address}
              ensName={account.ensName}
              ensAvatar={account.ensAvatar}
              headingId="account-heading"
            />
            <dl className="account-facts">
              <dt>Address</dt>
              <dd className="address-row">
                <code data-testid="account-address">{account.address}</code>
                <button
                  type="button"
                  className="button"
                  onClick={() => void copy(account.address)}
                  aria-live="polite"
                >
                  {copied ? 'Copied!' : 'Copy address'}
                </button>
                {failed && <span role="alert">Copy failed: select the address and copy it by hand.</span>}
              </dd>
              <dt>Balance</dt>
              <dd data-testid="account-balance">
                {account.balanceFormatted !== undefined
                  ? `${formatBalance(account.balanceFormatted)} ${account.balanceSymbol ?? ''}`.trim()
                  : 'Loading…'}
              </dd>
              <dt>Network</dt>
              <dd className="network-row">
                <span data-testid="account-chain">{chain.name ?? `Chain ${chain.id}`}</span>
                <button type="button" className="button" onClick={openChainModal}>
                  Switch network
                </button>
              </dd>
              {signInStatus && (
                <>
                  <dt>Sign-in</dt>
                  <dd data-testid="sign-in-status">
                    {signInStatus === 'authenticated' && session
                      ? `Signed in as ${session.address}`
                      : signInStatus === 'loading'
                        ? 'Checking…'
                        : 'Not signed in'}
                  </dd>
                </>
              )}
            </dl>
            {explorer && (
              <a
                className="explorer-link"
                href={`${explorer.url}/address/${account.address}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                View on {explorer.name}
              </a>
            )}
          </section>
        );
      }}
    </ConnectButton.Custom>
  );
}
