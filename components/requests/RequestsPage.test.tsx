// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WalletProviders } from '@/components/providers/WalletProviders';
import { createQueryClient } from '@/lib/storage/queryClient';
import { WithMessages } from '@/tooling/vitest/messages';
import { createTestWagmiConfig } from '@/tooling/vitest/wagmiConfig';
import { RequestsPage } from './RequestsPage';

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('payment requests and the sign-in switch (NEXT_PUBLIC_SIWE)', () => {
  it('off: /requests says that requests need sign-in, and offers no form', async () => {
    render(
      <WalletProviders config={createTestWagmiConfig()} queryClient={createQueryClient()} siwe={false}>
        <RequestsPage />
      </WalletProviders>,
      { wrapper: WithMessages },
    );
    expect((await screen.findByTestId('requests-siwe-off')).textContent).toBe('Requests need Sign-In with Ethereum, which this site has turned off.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('off: the header links Send and Account, not Requests', async () => {
    vi.stubEnv('NEXT_PUBLIC_SIWE', 'off');
    vi.resetModules();
    const { Header } = await import('@/components/header/Header');
    const { WithMessages: Messages } = await import('@/tooling/vitest/messages');
    render(<Header />, { wrapper: Messages });
    const links = screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual(['Send', 'Account']);
  });

  it('on: the header links Send, Requests and Account', async () => {
    const { Header } = await import('@/components/header/Header');
    render(<Header />, { wrapper: WithMessages });
    const links = screen.getByRole('navigation', { name: 'Main' }).querySelectorAll('a');
    expect([...links].map((link) => link.textContent)).toEqual(['Send', 'Requests', 'Account']);
  });
});
