import { FiatValue } from '@/components/prices/FiatValue';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { PageLayout } from '@/components/layout/PageLayout';
import { RequestStatusPill } from '@/components/requests/RequestStatusPill';
import { Card } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { displayName } from '@/lib/format/displayName';
import { formatAmount } from '@/lib/format/formatAmount';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { isSettling, type PayPageData, type PaymentRequestJson, type PayRequestView } from '@/lib/requests/paymentRequest';
import { fetchPaymentRequest } from '@/lib/requests/requestClient';
import { PayAction } from './PayAction';
import { PaymentDetails } from './PaymentDetails';
import { RequestExpiry } from './RequestExpiry';

/** "Paid from another wallet?": a chunk of its own, as most payers pay with the button. */
const CheckPayment = dynamic(() => import('./CheckPayment').then((module) => module.CheckPayment), { ssr: false });

/** How often an open request, or one whose payment is not final, is read again, ms: a payment made elsewhere, its confirmations and its finality show within this. */
const OPEN_REQUEST_POLL_MS = 4_000;

/**
 * `/pay/<id>`: a payment request. The server renders what it asks
 * ("dev.eth requests 0.05 ETH"), its network, note (as text), status and,
 * while open, when it expires.
 * While it is open, the visitor connects, switches to its network and pays
 * with one button (`PayAction`); anyone can also report a payment made
 * from another wallet by its hash (`CheckPayment`). The status is read
 * again every 4 s until it can no longer change, so a payment the server's
 * watcher finds, its confirmations and its finality show without a reload.
 */
export function PayPage({ view }: PayPageData) {
  const t = useTranslations('Pay');
  const tRequests = useTranslations('Requests');
  return (
    <PageLayout title={t('title')} description={t('description')} noindex>
      {view ? (
        <PayRequest view={view} />
      ) : (
        <Card aria-labelledby="pay-heading">
          <h1 id="pay-heading">{t('title')}</h1>
          <Notice tone="error" testId="pay-unavailable">
            {tRequests('errorUnavailable')}
          </Notice>
        </Card>
      )}
    </PageLayout>
  );
}

/** The request, its status kept current, and what can be done with it. */
function PayRequest({ view }: { view: PayRequestView }) {
  const t = useTranslations('Pay');
  const tRequests = useTranslations('Requests');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const queryKey = ['paymentRequest', view.request.id];
  const { data: request } = useQuery({
    queryKey,
    queryFn: () => fetchPaymentRequest(view.request.id),
    initialData: view.request,
    // The HTML may have been rendered a while ago (`lib/server/requests/payPageProps.ts`): older than a poll, it is read again at once.
    initialDataUpdatedAt: view.readAt,
    staleTime: OPEN_REQUEST_POLL_MS,
    refetchInterval: (query) => (isSettling(query.state.data) ? OPEN_REQUEST_POLL_MS : false),
    meta: { persist: false },
  });
  const onRecorded = (paid: PaymentRequestJson) => queryClient.setQueryData(queryKey, paid);
  const { asset, chainName } = view;
  // In words (this heading, the Pay button, the wallet's description) a no-break space keeps the figure with its symbol; a figure too long for a phone still wraps (the heading's overflow-wrap).
  const formatted = asset ? formatAmount({ value: BigInt(request.amount), decimals: asset.decimals, symbol: asset.symbol, locale }) : undefined;
  const amount = formatted?.words ?? `${request.amount} × ${shortenAddress(request.token ?? '')}`;
  const network = chainName ?? `${request.chainId}`;
  return (
    <>
      <Card aria-labelledby="pay-heading" className="pay-request">
        <h1 id="pay-heading" data-testid="pay-heading">
          {t.rich('heading', {
            name: displayName(request.to, view.requesterName ?? undefined),
            amount: () => (
              <span data-testid="pay-amount" title={formatted?.exact}>
                {amount}
              </span>
            ),
          })}
        </h1>
        {asset && chainName && (
          <p className="payment-fiat">
            <FiatValue chainId={request.chainId} parts={[{ token: request.token, amount: BigInt(request.amount), decimals: asset.decimals }]} testId="pay-fiat" read />
          </p>
        )}
        <dl className="pay-details">
          <dt>{t('network')}</dt>
          <dd data-testid="pay-network">{network}</dd>
          {request.note !== undefined && (
            <>
              <dt>{t('note')}</dt>
              <dd className="request-note" data-testid="pay-note" dir="auto">
                {request.note}
              </dd>
            </>
          )}
          <dt>{t('status')}</dt>
          <dd>
            <RequestStatusPill status={request.status} payment={request.payment} testId="pay-status" />
          </dd>
          {request.status === 'open' && request.expiresAt && (
            <>
              <dt>{t('expires')}</dt>
              <dd data-testid="pay-expires">
                <RequestExpiry value={request.expiresAt} />
              </dd>
            </>
          )}
        </dl>
        {request.undonePayment && (
          <Notice tone="warning" testId="pay-undone">
            {tRequests('paymentUndone', { block: request.undonePayment.blockNumber })}
          </Notice>
        )}
        {request.payment ? (
          <PaymentDetails request={request} payment={request.payment} amountText={amount} />
        ) : request.status !== 'open' ? (
          <Notice testId="pay-closed">{t('closed', { status: request.status })}</Notice>
        ) : asset && chainName ? (
          <PayAction request={request} asset={asset} chainName={chainName} amountText={amount} onRecorded={onRecorded} />
        ) : (
          <Notice tone="warning" testId="pay-closed">
            {t('cannotPayHere', { reason: chainName ? 'asset' : 'chain' })}
          </Notice>
        )}
      </Card>
      {request.status !== 'paid' && <CheckPayment id={request.id} network={network} onRecorded={onRecorded} />}
    </>
  );
}
