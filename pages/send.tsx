import { lazyPage } from '@/components/layout/lazyPage';

/** `/send` (`components/send/SendPage.tsx`), its code a chunk of its own (`lazyPage`). */
export default lazyPage(() => import('@/components/send/SendPage').then((module) => ({ default: module.SendPage })));
