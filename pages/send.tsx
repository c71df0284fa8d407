import { lazyPage } from '@/components/layout/lazyPage';

/** `/send` (`components/send/SendPage.tsx`). */
export default lazyPage(() => import('@/components/send/SendPage').then((module) => ({ default: module.SendPage })));
export { getMessagesProps as getStaticProps } from '@/lib/i18n/loadMessages';
