import { useTranslations } from 'next-intl';
import { useConnectionRestore } from '@/components/providers/useConnectionRestore';
import { ConnectCallToAction } from './ConnectCallToAction';

/**
 * The top of the home page, the same for every visitor and rendered on the
 * server so it paints before any script runs (LCP, `docs/page-load.md`): a heading and
 * a line on what the app does: how to connect, or, once the account is
 * back, what it can do now. Below it, for disconnected visitors, the call
 * to connect ({@link ConnectCallToAction}).
 */
export function Intro() {
  const t = useTranslations('Home');
  const { address } = useConnectionRestore();
  return (
    <section className="intro" aria-labelledby="intro-heading">
      <h1 id="intro-heading">{t('heading')}</h1>
      <p data-testid="intro-line">{address ? t('introConnected') : t('intro')}</p>
      <ConnectCallToAction />
    </section>
  );
}
