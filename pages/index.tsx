import { lazyPage } from '@/components/layout/lazyPage';

/** Home page `/` (`components/home/HomePage.tsx`), its code a chunk of its own (`lazyPage`). */
export default lazyPage(() => import('@/components/home/HomePage').then((module) => ({ default: module.HomePage })));
