import { lazyPage } from '@/components/layout/lazyPage';

/** `/account` (`components/account/AccountPage.tsx`). */
export default lazyPage(() => import('@/components/account/AccountPage').then((module) => ({ default: module.AccountPage })));
export { getMessagesProps as getStaticProps } from '@/lib/i18n/loadMessages';
