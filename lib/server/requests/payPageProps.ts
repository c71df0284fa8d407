import type { GetStaticPaths, GetStaticProps } from 'next';
import { loadPageMessages, type MessagesProps } from '@/lib/i18n/loadMessages';
import type { PayPageData } from '@/lib/requests/paymentRequest';
import { ApiError } from '@/lib/server/apiError';
import { trackServerWork } from '@/lib/server/serverWork';
import { loadPayRequestView } from './payRequestView';

/** How long a rendered `/pay/<id>` is served before it is rendered again, in seconds: the page reads the status itself once it runs. */
const PAY_PAGE_REVALIDATE_S = 10;

/** No request page is built ahead: each is rendered on its first visit (`fallback: 'blocking'`), then served as a static page. */
export const getPayPagePaths: GetStaticPaths = async () => ({ paths: [], fallback: 'blocking' });

/**
 * `getStaticProps` of `/pay/<id>` (incremental static regeneration, Next.js
 * docs): the request from the database, the requester's ENS name and the
 * asset's symbol (`loadPayRequestView`), rendered on the first visit and
 * again at most every {@link PAY_PAGE_REVALIDATE_S} s, so a payer opening a
 * link gets HTML at a static page's speed. The page reads the request
 * again as it starts when the HTML is older than its poll (`PayPage`).
 * An unknown id is the 404 page. With the database away the page still
 * renders, says so, and is rendered again after a second.
 */
export const getPayPageProps: GetStaticProps<PayPageData & MessagesProps, { id: string }> = async ({ params, locale }) => {
  const messages = await loadPageMessages(locale, 'pay');
  try {
    const view = await trackServerWork(() => loadPayRequestView(params?.id ?? ''));
    return view ? { props: { view, messages }, revalidate: PAY_PAGE_REVALIDATE_S } : { notFound: true, revalidate: PAY_PAGE_REVALIDATE_S };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 503) throw error;
    return { props: { view: null, messages }, revalidate: 1 };
  }
};
