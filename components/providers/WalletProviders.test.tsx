// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { WithMessages } from '@/tooling/vitest/messages';
import { createQueryClient } from '@/lib/storage/queryClient';
import { act, lazy, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { waitFor } from '@testing-library/react';
import { anvil } from 'viem/chains';
import { createConfig, createStorage, http, noopStorage, useAccount, type Config } from 'wagmi';
import { connect } from 'wagmi/actions';
import { mock } from 'wagmi/connectors';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { hasStoredConnection } from '@/lib/wallet/connectionRestore';
import { memoryStorage } from '@/tooling/vitest/memoryStorage';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { ANVIL_ACCOUNT_0 } from '@/tooling/vitest/wagmiConfig';
import { WalletProviders } from './WalletProviders';

/** A page that reads the account as it renders, as ours do. */
function Page() {
  const { isConnected } = useAccount();
  return (
    <main>
      <h1>Co-Editions</h1>
      <p data-testid="status">{isConnected ? 'Connected' : 'Not connected'}</p>
    </main>
  );
}

/** The app's tree (`pages/_app.tsx`), around a page. */
function App({ config, page = <Page /> }: { config: Config; page?: ReactNode }) {
  return (
    <WithMessages>
      <WalletProviders config={config} queryClient={createQueryClient()} siwe={false}>
        {page}
      </WalletProviders>
    </WithMessages>
  );
}

/**
 * {@link Page} as code that is not in yet: the page hydrates only once
 * `release` is called, however long after the providers (a slow phone's
 * CPU, a late chunk).
 */
function heldPage(): { page: ReactNode; release: () => void } {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Held = lazy(() => arrived.then(() => ({ default: Page })));
  return { page: <Held />, release };
}

/**
 * React's development builds warn when a context that its server renderer
 * has rendered is rendered by the client one too: never in a browser, always
 * when one test process does both.
 */
const TWO_RENDERERS_WARNING = 'Detected multiple renderers concurrently rendering the same context provider.';

/** Collects what is logged as an error while a test runs, apart from {@link TWO_RENDERERS_WARNING}. */
function collectConsoleErrors(): unknown[][] {
  const logged: unknown[][] = [];
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].startsWith(TWO_RENDERERS_WARNING)) return;
    logged.push(args);
  });
  onTestFinished(() => spy.mockRestore());
  return logged;
}

async function serverHtml(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('WalletProviders, hydrating a server-rendered page', () => {
  const node = useAnvil({ chainId: anvil.id });

  /** The app's config shape (`ssr`, storage), on the loopback node, with wagmi's `mock` connector as a wallet that has authorised the site. */
  function appConfig(storage: Parameters<typeof createStorage>[0]['storage']): Config {
    return createConfig({
      chains: [{ ...anvil, rpcUrls: { default: { http: [node().rpcUrl] } } }],
      connectors: [mock({ accounts: [ANVIL_ACCOUNT_0], features: { defaultConnected: true, reconnect: true } })],
      transports: { [anvil.id]: http() },
      storage: createStorage({ storage }),
      ssr: true,
    });
  }

  it("hydrates a returning visitor's page in place, then restores the connection", async () => {
    const consoleErrors = collectConsoleErrors();
    const container = document.createElement('div');
    document.body.append(container);
    // The server has no storage: it renders the page disconnected.
    container.innerHTML = await serverHtml(<App config={appConfig(noopStorage)} />);
    const serverHeading = container.querySelector('h1');
    expect(container.querySelector('[data-testid="status"]')?.textContent).toBe('Not connected');

    // The visitor's storage holds the connection made on an earlier visit.
    const storage = memoryStorage();
    const earlier = appConfig(storage);
    await connect(earlier, { connector: earlier.connectors[0]! });
    expect(hasStoredConnection(storage)).toBe(true);
    const visit = appConfig(storage);

    const { page, release } = heldPage();
    const hydrationErrors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <App config={visit} page={page} />, {
        onRecoverableError: (error) => hydrationErrors.push(error),
      });
    });
    // The providers are live; wagmi has not touched the stored connection while the page waits.
    expect(visit.state.status).toBe('disconnected');
    await act(async () => release());
    await waitFor(() => expect(container.querySelector('[data-testid="status"]')?.textContent).toBe('Connected'));
    expect(hydrationErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(container.querySelector('h1')).toBe(serverHeading);
    act(() => root?.unmount());
    container.remove();
  });
});
