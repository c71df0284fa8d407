import { lazyPage } from '@/components/layout/lazyPage';

/** `/account` (`components/account/AccountPage.tsx`), its code a chunk of its own (`lazyPage`). */
export default lazyPage(() => import('@/components/account/AccountPage').then((module) => ({ default: module.AccountPage })));
