// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { createQueryClient } from '@/lib/storage/queryClient';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { anvil } from 'viem/chains';
import { disconnect } from 'wagmi/actions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectFirstConnector } from '@/tooling/vitest/renderHeader';
import { WithMessages } from '@/tooling/vitest/messages';
import { useAnvil } from '@/tooling/vitest/useAnvil';
import { ANVIL_ACCOUNT_0 as ACCOUNT_0, createTestWagmiConfig } from '@/tooling/vitest/wagmiConfig';
import { AccountPanel } from './AccountPanel';
import { WalletProviders } from '@/components/providers/WalletProviders';
import { Intro } from '@/components/layout/Intro';


afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe('AccountPanel inside WalletProviders, on a real anvil node', () => {
  const node = useAnvil({ chainId: anvil.id });

  function setup() {
    const config = createTestWagmiConfig(node().rpcUrl);
    render(
      <WalletProviders config={config} queryClient={createQueryClient()} siwe={false}>
        <AccountPanel />
        <Intro />
      </WalletProviders>,
      { wrapper: WithMessages },
    );
    return config;
  }

  it('shows nothing while disconnected, and the intro offers to connect once the restore has settled', async () => {
    setup();
    expect(screen.queryByTestId('account-panel')).toBeNull();
    expect(await screen.findByTestId('connect-cta')).toHaveProperty('textContent', 'Connect Wallet');
    expect(screen.queryByTestId('account-panel')).toBeNull();
  });

  it('shows address, ENS-less short name, balance with symbol and chain once connected', async () => {
    const config = setup();
    await connectFirstConnector(config);
    await waitFor(() => expect(screen.getByTestId('account-balance').textContent).toBe('10,000\u00a0ETH'));
    expect(screen.getByTestId('account-address').textContent).toBe(ACCOUNT_0);
    // The kit's form, as the header's account button writes it.
    expect(screen.getByTestId('account-name').textContent).toBe('0xf3…2266');
    expect(screen.getByTestId('account-chain').textContent).toBe('Anvil');
    expect(screen.getByRole('button', { name: 'Switch network' })).toBeTruthy();
    await act(async () => {
      await disconnect(config);
    });
    await waitFor(() => expect(screen.queryByTestId('account-panel')).toBeNull());
  });

  it('offers Send and Ask to be paid; without sign-in, Send alone', async () => {
    const config = setup();
    await connectFirstConnector(config);
    const nextSteps = await screen.findByRole('navigation', { name: 'Next steps' });
    const links = () => [...nextSteps.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links()).toEqual([
      ['Send', '/send'],
      ['Ask to be paid', '/requests'],
    ]);
    cleanup();
    vi.stubEnv('NEXT_PUBLIC_SIWE', 'off');
    await connectFirstConnector(setup());
    const withoutSignIn = await screen.findByRole('navigation', { name: 'Next steps' });
    expect([...withoutSignIn.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Send']);
  });
});
