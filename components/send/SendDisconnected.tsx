import { ConnectCallToAction } from '@/components/layout/ConnectCallToAction';
import { Card } from '@/components/ui/Card';

/**
 * `/send` for a visitor without a connected wallet: what the page does,
 * and a button to connect. The form (`SendForm`, with its ENS, fee and
 * receipt code) loads only once a wallet is connected. Says "ETH", as the
 * form does before it knows the wallet's chain.
 */
export function SendDisconnected() {
  return (
    <Card aria-labelledby="send-heading">
      <h1 id="send-heading">Send</h1>
      <p>Connect a wallet to send ETH.</p>
      <ConnectCallToAction />
    </Card>
  );
}
