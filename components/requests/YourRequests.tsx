import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { Address } from 'viem';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { paymentRequestsQuery } from './paymentRequestsQuery';
import { RequestListItem } from './RequestListItem';
import { useRequestErrorText } from './useRequestErrorText';

/** Props of {@link YourRequests}. */
export type YourRequestsProps = {
  /** The signed-in address, whose requests the server lists. */
  address: Address;
};

/**
 * "Your requests": the signed-in address's requests, newest first, the
 * newest 50 and "Load more" for the next 50 (`GET /api/requests`). While
 * one is open or its payment not final, the list is read again every 4 s,
 * so a payment the server's watcher finds, its confirmations and its
 * finality show without a reload; it is never kept in the browser's storage.
 */
export function YourRequests({ address }: YourRequestsProps) {
  const t = useTranslations('Requests');
  const tApp = useTranslations('App');
  const errorText = useRequestErrorText();
  const query = paymentRequestsQuery(address);
  const queryKey = query.queryKey;
  const list = useInfiniteQuery(query);
  const requests = list.data?.pages.flatMap((page) => page.requests) ?? [];
  return (
    <section className="panel" aria-labelledby="your-requests-heading" aria-busy={list.isPending} data-testid="your-requests">
      <h2 id="your-requests-heading">{t('yourRequests')}</h2>
      {list.isPending ? (
        <p className="muted">{t('listLoading')}</p>
      ) : list.isError && requests.length === 0 ? (
        <Notice
          tone="error"
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {tApp('retry')}
            </Button>
          }
        >
          {t('listError')} {errorText(list.error)}
        </Notice>
      ) : requests.length === 0 ? (
        <p className="muted" data-testid="requests-empty">
          {t('listEmpty')}
        </p>
      ) : (
        <ul className="request-list">
          {requests.map((request) => (
            <RequestListItem key={request.id} request={request} listQueryKey={queryKey} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} data-testid="load-more-requests">
          {list.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
        </Button>
      )}
    </section>
  );
}
