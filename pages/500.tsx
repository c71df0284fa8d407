import { pageMessagesProps } from '@/lib/i18n/loadMessages';
import { ErrorPage } from '@/components/errors/ErrorPage';

/** A server error, in the route's language (`components/errors/ErrorPage.tsx`). */
export default function ServerErrorPage() {
  return <ErrorPage status={500} />;
}

/** Its locale's messages, the namespaces an error page reads (`lib/i18n/pageNamespaces.ts`). */
export const getStaticProps = pageMessagesProps('error');
