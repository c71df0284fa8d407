import type { GetServerSideProps } from 'next';
import { loadMessages, type MessagesProps } from '@/lib/i18n/loadMessages';
import type { PayPageData } from '@/lib/requests/paymentRequest';
import { ApiError } from '@/lib/server/apiError';
import { trackServerWork } from '@/lib/server/serverWork';
import { loadPayRequestView } from './payRequestView';

/**
 * `getServerSideProps` of `/pay/<id>`: the request from the database, the
 * requester's ENS name and the asset's symbol (`loadPayRequestView`), never
 * cached; an unknown id is the 404 page. With the database away the page
 * still renders, answered 503, and says so.
 */
export const getPayPageProps: GetServerSideProps<PayPageData & MessagesProps, { id: string }> = async ({ params, locale, res }) => {
  res.setHeader('Cache-Control', 'private, no-store');
  const messages = await loadMessages(locale);
  try {
    const view = await trackServerWork(() => loadPayRequestView(params?.id ?? ''));
    return view ? { props: { view, messages } } : { notFound: true };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 503) throw error;
    res.statusCode = 503;
    return { props: { view: null, messages } };
  }
};
