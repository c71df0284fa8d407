import { ErrorPage } from '@/components/errors/ErrorPage';

/** A server error, in the route's language (`components/errors/ErrorPage.tsx`). */
export default function ServerErrorPage() {
  return <ErrorPage status={500} />;
}

export { getMessagesProps as getStaticProps } from '@/lib/i18n/loadMessages';
