import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { isAddressEqual } from 'viem';
import { useAccount } from 'wagmi';
import { ConnectCallToAction } from '@/components/layout/ConnectCallToAction';
import { PageLayout } from '@/components/layout/PageLayout';
import { useSiweSession } from '@/components/signIn/SiweSessionProvider';
import { Button } from '@/components/ui/Button';
import { Card, CardPlaceholder } from '@/components/ui/Card';
import { Notice } from '@/components/ui/Notice';
import { useWalletKit } from '@/components/walletKit/useWalletKit';

/**
 * The signed-in view, as a chunk of its own: the form, the list and the
 * QR code encoder load only once someone can make a request.
 */
const SignedInRequests = dynamic(() => import('./SignedInRequests').then((module) => module.SignedInRequests), {
  ssr: false,
  loading: () => <CardPlaceholder testId="requests-placeholder" />,
});

/**
 * `/requests`: ask to be paid. What requests are, then by the visitor's
 * state: connect (signed out), sign in with Ethereum (connected; a request
 * belongs to the address that signed in), or the "New request" form and
 * "Your requests". With sign-in turned off (`NEXT_PUBLIC_SIWE=off`) it
 * says that requests need it.
 */
export function RequestsPage() {
  const t = useTranslations('Requests');
  const { address, chain, isConnected } = useAccount();
  const { status, session } = useSiweSession();
  const { connect } = useWalletKit();
  const signedIn = status === 'authenticated' && session && address && isAddressEqual(session.address, address) ? session.address : undefined;
  return (
    <PageLayout title={t('title')} description={t('description')} heading={t('heading')}>
      <p className="page-intro">{t('intro')}</p>
      {status === undefined ? (
        <Notice testId="requests-siwe-off">{t('siweOff')}</Notice>
      ) : !isConnected ? (
        <Card className="requests-intro">
          <p>{t('connectToStart')}</p>
          <ConnectCallToAction />
        </Card>
      ) : status === 'loading' ? (
        <CardPlaceholder testId="requests-placeholder" />
      ) : !signedIn ? (
        <Card className="requests-intro">
          <p>{t('signInToStart')}</p>
          <Button variant="primary" onClick={connect} data-testid="requests-sign-in">
            {t('signIn')}
          </Button>
        </Card>
      ) : !chain ? (
        <Notice tone="warning">{t('unsupportedNetwork')}</Notice>
      ) : null}
      {signedIn && chain && <SignedInRequests address={signedIn} chain={chain} />}
    </PageLayout>
  );
}
