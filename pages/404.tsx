import { ErrorPage } from '@/components/errors/ErrorPage';

/** Any path without a page, in the route's language (`components/errors/ErrorPage.tsx`). */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}

export { getMessagesProps as getStaticProps } from '@/lib/i18n/loadMessages';
