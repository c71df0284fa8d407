import type { Locator, Page } from '@playwright/test';

/**
 * `/account`'s Sessions card (components/account/SessionsSection.tsx):
 * where the connected address is signed in, one `session-item` a session,
 * "This browser" on this one, "Sign out" on each other, and "Sign out of
 * all other sessions".
 */
export class SessionsSection {
  /** The card, named by its heading "Sessions". */
  readonly root: Locator;
  /** Each listed session (`session-item`), newest first. */
  readonly items: Locator;
  /** The row marked "This browser". */
  readonly thisBrowser: Locator;
  /** The rows of other sessions, each with its "Sign out". */
  readonly others: Locator;
  /** "Sign out of all other sessions". */
  readonly signOutOthersButton: Locator;
  /** "Sign in with Ethereum to see where this address is signed in.", while not signed in. */
  readonly signedOut: Locator;
  /** What "Sign out of all other sessions" did: "Signed out of 2 other sessions." */
  readonly outcome: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('region', { name: 'Sessions', exact: true });
    this.items = this.root.getByTestId('session-item');
    this.thisBrowser = this.items.filter({ has: page.getByTestId('session-this-browser') });
    this.others = this.items.filter({ hasNot: page.getByTestId('session-this-browser') });
    this.signOutOthersButton = this.root.getByRole('button', { name: 'Sign out of all other sessions', exact: true });
    this.signedOut = this.root.getByTestId('sessions-signed-out');
    this.outcome = this.root.getByRole('status');
  }

  /** The "Sign out" button of the `index`th other session. */
  signOutButton(index = 0): Locator {
    return this.others.nth(index).getByRole('button', { name: 'Sign out', exact: true });
  }
}
