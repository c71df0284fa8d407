/**
 * `prefers-reduced-motion` (docs/accessibility.md): without it the kit
 * animates its modal and buttons; with "reduce" nothing on the page, in
 * the open modal or in its sign-in step animates or transitions.
 */
import type { Locator, Page } from '@playwright/test';
import { MOCK_WALLET_RDNS } from '../tooling/mockWallet/mockWalletProtocol';
import { expect, test } from './fixtures/test';

/** Computed motion styles of one element. */
type Motion = { animationName: string; animationDuration: string; transitionDuration: string };

/** `element`'s computed `animation-name`, `animation-duration` and `transition-duration`. */
async function motionOf(element: Locator): Promise<Motion> {
  return element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { animationName: style.animationName, animationDuration: style.animationDuration, transitionDuration: style.transitionDuration };
  });
}

/** Whether a computed duration list (`"0.15s, 0.35s"`) is zero throughout. */
function isZeroDuration(durations: string): boolean {
  return durations.split(',').every((duration) => Number.parseFloat(duration) === 0);
}

/**
 * Every element of the document (pseudo-elements included) that would
 * animate or transition: a named animation with a non-zero duration, or a
 * non-zero transition duration. Described as `<tag.class> animation … /
 * transition …` for the failure message.
 */
async function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const moving: string[] = [];
    const zero = (durations: string) => durations.split(',').every((duration) => Number.parseFloat(duration) === 0);
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animates = style.animationName !== 'none' && !zero(style.animationDuration);
        const transitions = !zero(style.transitionDuration);
        if (animates || transitions) {
          const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}${pseudo ?? ''}`;
          moving.push(`${name}: animation ${style.animationName} ${style.animationDuration}, transition ${style.transitionDuration}`);
        }
      }
    }
    return moving;
  });
}

test.describe('prefers-reduced-motion', () => {
  test('without it, the kit animates its modal and its buttons', async ({ home, page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await home.goto();
    await home.settle();
    // The Connect button scales on hover, with a transition.
    expect(isZeroDuration((await motionOf(home.connectButton)).transitionDuration)).toBe(false);

    const modal = await home.openConnectModal();
    // The dialog (the overlay) fades in; its content (role="document") slides up and fades in.
    for (const element of [modal.root, modal.root.locator('[role="document"]')]) {
      const motion = await motionOf(element);
      expect(motion.animationName, JSON.stringify(motion)).not.toBe('none');
      expect(isZeroDuration(motion.animationDuration), JSON.stringify(motion)).toBe(false);
    }
    expect(await movingElements(page)).not.toEqual([]);
  });

  test('with "reduce", nothing animates or transitions: the page, the open modal, the sign-in step', async ({ home, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await home.goto();
    await home.settle();
    expect(await movingElements(page)).toEqual([]);

    const modal = await home.openConnectModal();
    for (const element of [modal.root, modal.root.locator('[role="document"]')]) {
      const motion = await motionOf(element);
      expect(motion.animationName, JSON.stringify(motion)).toBe('none');
      expect(isZeroDuration(motion.transitionDuration), JSON.stringify(motion)).toBe(true);
    }
    expect(await page.evaluate(() => document.getAnimations().map((animation) => animation.constructor.name))).toEqual([]);
    expect(await movingElements(page)).toEqual([]);

    // The sign-in step: the same dialog, new content, and still nothing moves.
    await modal.choose(MOCK_WALLET_RDNS);
    await expect(home.signInModal.root).toBeVisible();
    expect(await movingElements(page)).toEqual([]);
  });
});
