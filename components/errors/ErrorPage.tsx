import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { PageLayout } from '@/components/layout/PageLayout';
import { Card } from '@/components/ui/Card';

/** Props of {@link ErrorPage}. */
export type ErrorPageProps = {
  /** Which page: 404 (no such page) or 500 (the server failed). */
  status: 404 | 500;
};

/**
 * The page for a path we have no page for (404) or a server error (500),
 * in the route's language: what happened, and a link home. Rendered at
 * build time, like the other pages.
 */
export function ErrorPage({ status }: ErrorPageProps) {
  const t = useTranslations('ErrorPage');
  const title = status === 404 ? t('notFoundTitle') : t('serverErrorTitle');
  const text = status === 404 ? t('notFoundText') : t('serverErrorText');
  return (
    <PageLayout title={title} description={text}>
      <Card aria-labelledby="error-heading" data-testid={`error-${status}`}>
        <h1 id="error-heading">{title}</h1>
        <p>{text}</p>
        <Link href="/">{t('home')}</Link>
      </Card>
    </PageLayout>
  );
}
