// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQueryCacheData } from './useQueryCacheData';

afterEach(cleanup);

const KEY = ['balance', { address: '0xabc', chainId: 1 }] as const;

/** The lookup's observer (wagmi's useBalance in the app): it fetches. */
function Lookup({ fetchBalance }: { fetchBalance: () => Promise<number> }) {
  useQuery({ queryKey: KEY, queryFn: fetchBalance });
  return null;
}

/** The header's reader, rendered after the lookup. */
function Reader() {
  const balance = useQueryCacheData<number>(KEY);
  return <p data-testid="balance">{balance ?? 'none'}</p>;
}

describe('useQueryCacheData', () => {
  it('shows what the lookup fetched, and an invalidation refetches through the lookup with no error', async () => {
    const queryClient = new QueryClient();
    let balance = 1;
    const fetchBalance = vi.fn(async () => balance);
    const errors = vi.spyOn(console, 'error');
    render(
      <QueryClientProvider client={queryClient}>
        <Lookup fetchBalance={fetchBalance} />
        <Reader />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('1'));

    // A transaction became final: the balances on show are read again.
    balance = 2;
    await act(() => queryClient.invalidateQueries({ queryKey: ['balance'] }));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('2'));
    expect(fetchBalance).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
  });

  it('reads nothing for no key, and never fetches', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(KEY, 5);
    function NoKey() {
      return <p data-testid="none">{useQueryCacheData<number>(undefined) ?? 'none'}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <NoKey />
        <Reader />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('none').textContent).toBe('none');
    expect(screen.getByTestId('balance').textContent).toBe('5');
  });
});
