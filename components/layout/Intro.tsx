import { useTranslations } from 'next-intl';
import { ConnectCallToAction } from './ConnectCallToAction';

/**
 * The top of the home page, the same for every visitor and rendered on the
 * server so it paints before any script runs (LCP, `docs/page-load.md`): a heading and
 * a line on what the app does. Below it, for disconnected visitors, the
 * call to connect ({@link ConnectCallToAction}).
 */
export function Intro() {
  const t = useTranslations('Home');
  return (
    <section className="intro" aria-labelledby="intro-heading">
      <h1 id="intro-heading">{t('heading')}</h1>
      <p>{t('intro')}</p>
      <ConnectCallToAction />
    </section>
  );
}
