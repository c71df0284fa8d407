import { pageMessagesProps } from '@/lib/i18n/loadMessages';
import { lazyPage } from '@/components/layout/lazyPage';

/** Home page `/` (`components/home/HomePage.tsx`). */
export default lazyPage(() => import('@/components/home/HomePage').then((module) => ({ default: module.HomePage })));

/** Its locale's messages, the namespaces `/` reads (`lib/i18n/pageNamespaces.ts`). */
export const getStaticProps = pageMessagesProps('home');
