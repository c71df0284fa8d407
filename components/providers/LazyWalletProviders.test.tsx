// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyWalletProviders, type LoadWalletProviders } from './LazyWalletProviders';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Marked({ children }: { children: ReactNode }) {
  return <div data-testid="providers">{children}</div>;
}

describe('LazyWalletProviders', () => {
  it('renders the page inside the providers once their chunk has loaded', async () => {
    let resolve!: (module: Awaited<ReturnType<LoadWalletProviders>>) => void;
    const load: LoadWalletProviders = () => new Promise((settle) => (resolve = settle));
    render(
      <LazyWalletProviders load={load}>
        <p>page</p>
      </LazyWalletProviders>,
    );
    expect(screen.queryByText('page')).toBeNull();
    resolve({ default: Marked });
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.getByTestId('providers').textContent).toBe('page');
  });

  it('waits for waitFor (the page\'s own chunk) as well before rendering the page', async () => {
    let resolvePage!: () => void;
    const waitFor = () => new Promise<void>((settle) => (resolvePage = settle));
    render(
      <LazyWalletProviders load={() => Promise.resolve({ default: Marked })} waitFor={waitFor}>
        <p>page</p>
      </LazyWalletProviders>,
    );
    await act(async () => undefined);
    expect(screen.queryByText('page')).toBeNull();
    resolvePage();
    expect(await screen.findByText('page')).toBeTruthy();
  });

  it('shows an alert with a Reload button, not a blank page, when the chunk fails to load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load: LoadWalletProviders = () => Promise.reject(new Error('ChunkLoadError: Failed to load chunk'));
    render(
      <LazyWalletProviders load={load}>
        <p>page</p>
      </LazyWalletProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The app could not load.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('The app failed to load.', expect.any(Error), expect.anything());
  });
});
