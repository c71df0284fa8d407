import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Notice } from '@/components/ui/Notice';
import { getBrowserStorage } from '@/lib/storage/browserStorage';

/** Set, to the time of the answer (ISO 8601), once the visitor has answered the offer either way: it is made once. */
export const PROTOCOL_HANDLER_OFFERED_KEY = 'co-editions.protocolHandlerOffered';

/** Where `ethereum:` links open: the send form, filled in from the link (`%s` is the whole link, escaped). */
const HANDLER_PATH = '/send?uri=%s';

/**
 * Offers, once, to open `ethereum:` payment links (EIP-681) in
 * Co-Editions: `navigator.registerProtocolHandler('ethereum', …)`, which
 * the HTML standard lists among the schemes a site may handle; the browser
 * asks the visitor to confirm. "Not now" ends the offer too. Not shown
 * where the browser has no such API (mobile browsers) or storage is denied.
 * A one-time offer, not the page's main action: a quiet row between the
 * cards, its title in bold, a secondary button and "Not now". Once
 * answered, the row goes with the button pressed, and `onAnswered` says
 * where the focus goes; if the browser refuses, the row stays with that
 * message, and its title takes the focus.
 */
export function ProtocolHandlerOffer({ onAnswered }: { onAnswered: () => void }) {
  const t = useTranslations('Account');
  const storage = getBrowserStorage();
  const [open, setOpen] = useState(() => Boolean(storage) && storage?.getItem(PROTOCOL_HANDLER_OFFERED_KEY) === null && typeof navigator.registerProtocolHandler === 'function');
  const [refused, setRefused] = useState(false);
  const headingRef = useRef<HTMLElement>(null);
  if (!open) return null;
  const answer = () => storage?.setItem(PROTOCOL_HANDLER_OFFERED_KEY, new Date().toISOString());
  const close = () => {
    onAnswered();
    setOpen(false);
  };
  const accept = () => {
    answer();
    try {
      navigator.registerProtocolHandler('ethereum', `${window.location.origin}${HANDLER_PATH}`);
      close();
    } catch {
      // A browser that will not let this site handle the scheme (a policy, an embedding frame) throws: say so, once.
      headingRef.current?.focus();
      setRefused(true);
    }
  };
  return (
    <section className="offer-row" aria-labelledby="protocol-handler-heading" data-testid="protocol-handler-offer">
      <p className="offer-text">
        <strong id="protocol-handler-heading" className="focus-target" ref={headingRef} tabIndex={-1}>
          {t('protocolHeading')}
        </strong>{' '}
        <span className="muted">{t('protocolText')}</span>
      </p>
      {refused ? (
        <Notice tone="warning">{t('protocolRefused')}</Notice>
      ) : (
        <div className="offer-actions">
          <Button size="small" onClick={accept}>
            {t('protocolAccept')}
          </Button>
          <Button
            size="small"
            variant="quiet"
            onClick={() => {
              answer();
              close();
            }}
          >
            {t('protocolDismiss')}
          </Button>
        </div>
      )}
    </section>
  );
}
