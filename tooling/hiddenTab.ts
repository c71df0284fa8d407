import type { Page } from '@playwright/test';

/** Thrown when the page does not report itself hidden after {@link hideTab}. */
class HiddenTabError extends Error {
  override name = 'HiddenTabError';
}

/**
 * Makes `page` behave as a tab in the background, as far as its scripts can
 * tell: `document.visibilityState` is `'hidden'`, `document.hidden` is
 * true, `document.hasFocus()` is false, and `visibilitychange` (on the
 * document, bubbling to the window) and `blur` (on the window) are
 * dispatched, as Chromium does when a tab goes to the background.
 *
 * Why not the browser's own: headless Chromium (checked with 156) never
 * hides a page. `document.visibilityState` stays `'visible'` after bringing
 * another tab to the front, after `Browser.setWindowBounds` minimizes the
 * window, for a target created with `Target.createTarget({ background: true })`,
 * and after `Page.setWebLifecycleState({ state: 'frozen' })` (which does not
 * even freeze a visible page). So the page is told, the way TanStack Query's
 * focus manager, wagmi and the app read it. What this does not emulate is
 * Chromium's timer throttling of background tabs (at most one wake-up per
 * second): it would not stop a slower poll anyway.
 *
 * @throws {HiddenTabError} when the page still reports itself visible.
 */
export async function hideTab(page: Page): Promise<void> {
  const state = await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    Object.defineProperty(document, 'hasFocus', { configurable: true, value: () => false });
    // Chromium's visibilitychange bubbles to the window, where TanStack Query listens.
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new FocusEvent('blur'));
    return { visibilityState: document.visibilityState, hidden: document.hidden, focused: document.hasFocus() };
  });
  if (state.visibilityState !== 'hidden' || !state.hidden || state.focused) {
    throw new HiddenTabError(`The page still reports ${JSON.stringify(state)} after being hidden.`);
  }
}

/**
 * Undoes {@link hideTab}: the page reports itself visible and focused again
 * (the browser's own `visibilityState`, `hidden` and `hasFocus`), and
 * `visibilitychange` and `focus` are dispatched, as when a tab comes back
 * to the front.
 *
 * @throws {HiddenTabError} when the page still reports itself hidden.
 */
export async function showTab(page: Page): Promise<void> {
  const state = await page.evaluate(() => {
    // The own properties hideTab defined shadow Document.prototype's getters.
    for (const key of ['visibilityState', 'hidden', 'hasFocus']) Reflect.deleteProperty(document, key);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new FocusEvent('focus'));
    return { visibilityState: document.visibilityState, hidden: document.hidden };
  });
  if (state.visibilityState !== 'visible' || state.hidden) {
    throw new HiddenTabError(`The page still reports ${JSON.stringify(state)} after being shown.`);
  }
}
