import { lazyPage } from '@/components/layout/lazyPage';

/** Home page `/` (`components/home/HomePage.tsx`). */
export default lazyPage(() => import('@/components/home/HomePage').then((module) => ({ default: module.HomePage })));
export { getMessagesProps as getStaticProps } from '@/lib/i18n/loadMessages';
