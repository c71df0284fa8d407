import { pageMessagesProps } from '@/lib/i18n/loadMessages';
import { lazyPage } from '@/components/layout/lazyPage';

/** `/account` (`components/account/AccountPage.tsx`). */
export default lazyPage(() => import('@/components/account/AccountPage').then((module) => ({ default: module.AccountPage })));

/** Its locale's messages, the namespaces `/account` reads (`lib/i18n/pageNamespaces.ts`). */
export const getStaticProps = pageMessagesProps('account');
