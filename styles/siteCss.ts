// Turbopack's `with { type: 'text' }` import reads each file at build time.
import account from './account.css' with { type: 'text' };
import accountSettings from './account-settings.css' with { type: 'text' };
import base from './base.css' with { type: 'text' };
import components from './components.css' with { type: 'text' };
import footer from './footer.css' with { type: 'text' };
import header from './header.css' with { type: 'text' };
import prices from './prices.css' with { type: 'text' };
import requests from './requests.css' with { type: 'text' };
import send from './send.css' with { type: 'text' };
import tokens from './tokens.css' with { type: 'text' };
import values from './values.css' with { type: 'text' };
import walletButtons from './wallet-buttons.css' with { type: 'text' };

/**
 * The site's whole stylesheet as one string, in cascade order: the design
 * tokens (colours, tones, in light and dark: `tokens.css`), the base
 * (`base.css`), the shared components (`components.css`: buttons, cards,
 * fields, pills) and the values they show (`values.css`: amounts,
 * addresses), the header (`header.css`) and its wallet buttons
 * (`wallet-buttons.css`), the footer and its language menu (`footer.css`),
 * then the pages' own parts: the account's (`account.css`) and its
 * settings' (`account-settings.css`: the ethereum: link offer, Sessions), the send
 * form's (`send.css`), the payment requests' (`requests.css`), and the fiat
 * figures' (`prices.css`). `pages/_document.tsx` inlines it in every page's head.
 * `docs/design.md` describes the tokens and components.
 */
export const SITE_CSS = [tokens, base, components, values, header, walletButtons, footer, account, accountSettings, send, requests, prices].join('\n');
