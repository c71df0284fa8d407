import { lazyPage } from '@/components/layout/lazyPage';

/** `/requests` (`components/requests/RequestsPage.tsx`). */
export default lazyPage(() => import('@/components/requests/RequestsPage').then((module) => ({ default: module.RequestsPage })));
export { getMessagesProps as getStaticProps } from '@/lib/i18n/loadMessages';
