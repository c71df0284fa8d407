import { lazyPage } from '@/components/layout/lazyPage';
import type { PayPageData } from '@/lib/requests/paymentRequest';

/** `/pay/<id>` (`components/pay/PayPage.tsx`): a payment request, rendered on the server for a payer who opens it cold, and kept as a static page for a while. */
export default lazyPage<PayPageData>(() => import('@/components/pay/PayPage').then((module) => ({ default: module.PayPage })), {
  wantsWalletCode: true,
});
export { getPayPagePaths as getStaticPaths, getPayPageProps as getStaticProps } from '@/lib/server/requests/payPageProps';
