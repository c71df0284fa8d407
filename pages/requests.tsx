import { pageMessagesProps } from '@/lib/i18n/loadMessages';
import { lazyPage } from '@/components/layout/lazyPage';

/** `/requests` (`components/requests/RequestsPage.tsx`). */
export default lazyPage(() => import('@/components/requests/RequestsPage').then((module) => ({ default: module.RequestsPage })));

/** Its locale's messages, the namespaces `/requests` reads (`lib/i18n/pageNamespaces.ts`). */
export const getStaticProps = pageMessagesProps('requests');
