import { pageMessagesProps } from '@/lib/i18n/loadMessages';
import { ErrorPage } from '@/components/errors/ErrorPage';

/** Any path without a page, in the route's language (`components/errors/ErrorPage.tsx`). */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** Its locale's messages, the namespaces an error page reads (`lib/i18n/pageNamespaces.ts`). */
export const getStaticProps = pageMessagesProps('error');
