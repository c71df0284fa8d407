/**
 * A disabled primary button never looks like an enabled one, in either
 * colour scheme (`styles/components.css`): a flat fill with no border,
 * where an enabled outlined button has a border and no fill, and an
 * enabled primary the accent's fill.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures/test';

/** A button's computed fill and border colours. */
function paint(button: Locator): Promise<{ background: string; border: string }> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, border: style.borderTopColor };
  });
}

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in the ${colorScheme} scheme, the disabled Send is a borderless fill, unlike the outlined "Add recipient"`, async ({ home, page }) => {
    await page.emulateMedia({ colorScheme });
    await home.gotoSignedIn();
    await page.goto('/send');
    const send = page.getByRole('button', { name: 'Send', exact: true });
    const outlined = page.getByRole('button', { name: 'Add recipient' });
    await expect(send).toBeDisabled();
    await expect(outlined).toBeEnabled();
    const disabled = await paint(send);
    const enabled = await paint(outlined);
    expect(disabled.border).toBe(TRANSPARENT);
    expect(disabled.background).not.toBe(TRANSPARENT);
    expect(enabled.background).toBe(TRANSPARENT);
    expect(enabled.border).not.toBe(TRANSPARENT);
  });
}
