import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { isSettling } from '@/lib/requests/paymentRequest';
import { fetchPaymentRequests } from '@/lib/requests/requestClient';

/** The query key of every address's list: invalidating it reads the list on show again. */
export const PAYMENT_REQUESTS_QUERY_KEY = ['paymentRequests'] as const;

/** How often the list is read again while a request on it may still change (`isSettling`), ms: a payment, its confirmations and its finality show within this. */
const OPEN_REQUESTS_POLL_MS = 4_000;

/**
 * The query of `address`'s requests (`GET /api/requests`, 50 a page), read
 * again every 4 s while one of them may still change (`isSettling`); never
 * kept in the browser's storage. "Your requests" and the card of a request
 * just made share it, and so its reads.
 */
export function paymentRequestsQuery(address: Address) {
  return infiniteQueryOptions({
    queryKey: [...PAYMENT_REQUESTS_QUERY_KEY, address],
    queryFn: ({ pageParam }) => fetchPaymentRequests(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    refetchInterval: (query) => (query.state.data?.pages.some((page) => page.requests.some(isSettling)) ? OPEN_REQUESTS_POLL_MS : false),
    meta: { persist: false },
  });
}

