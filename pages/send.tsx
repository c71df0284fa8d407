import { pageMessagesProps } from '@/lib/i18n/loadMessages';
import { lazyPage } from '@/components/layout/lazyPage';

/** `/send` (`components/send/SendPage.tsx`). */
export default lazyPage(() => import('@/components/send/SendPage').then((module) => ({ default: module.SendPage })));

/** Its locale's messages, the namespaces `/send` reads (`lib/i18n/pageNamespaces.ts`). */
export const getStaticProps = pageMessagesProps('send');
