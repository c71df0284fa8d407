import { useTranslations } from 'next-intl';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';

/** Props of {@link LoadBoundary}. */
export type LoadBoundaryProps = {
  children: ReactNode;
  /** What shows instead of `children` once one of them has thrown, e.g. a chunk that failed to download. */
  fallback: ReactNode;
  /** Told of the error once, after it is logged, e.g. to offer a retry. */
  onError?: (error: unknown) => void;
  /** Names what failed in the console message, e.g. "The app". */
  label?: string;
};

/**
 * The app's one error boundary (React's "catching rendering errors"): a
 * lazily loaded part (`React.lazy`) whose download failed, or any error
 * thrown while rendering it, shows `fallback` instead of a blank page. To
 * try again, remount it with another `key`.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`${this.props.label ?? 'A part of the page'} failed to load.`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The fallback of the app's providers: "The app could not load.", with a Reload button. */
export function AppLoadError() {
  const t = useTranslations('App');
  return (
    <main className="page">
      <Card role="alert" data-testid="app-load-error">
        <p>{t('loadError')}</p>
        <Button onClick={() => window.location.reload()}>
          {t('reload')}
        </Button>
      </Card>
    </main>
  );
}
