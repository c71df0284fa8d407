import { lazyPage } from '@/components/layout/lazyPage';
import type { PayPageData } from '@/lib/requests/paymentRequest';

/** `/pay/<id>` (`components/pay/PayPage.tsx`): a payment request, rendered on the server for a payer who opens it cold. */
export default lazyPage<PayPageData>(() => import('@/components/pay/PayPage').then((module) => ({ default: module.PayPage })));
export { getPayPageProps as getServerSideProps } from '@/lib/server/requests/payPageProps';
