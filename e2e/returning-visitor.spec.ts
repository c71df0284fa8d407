import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { kitShortAddress } from './fixtures/kitFormat';
import { HomePage } from './pages/HomePage';

/**
 * What the page showed while it loaded, recorded inside the page from the
 * first byte on: whether a Connect button (the kit's, or any button reading
 * "Connect …") was ever rendered visible, and the layout shifts the browser
 * reported (`layout-shift` entries without recent input, i.e. CLS).
 */
type LoadRecord = { connectEverVisible: boolean; connectSeen: string[]; layoutShift: number; shifts: string[] };

declare global {
  interface Window {
    __loadRecord?: LoadRecord;
  }
}

/** Installs the recorder on `page`, before any navigation. */
async function recordLoad(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: LoadRecord = { connectEverVisible: false, connectSeen: [], layoutShift: 0, shifts: [] };
    window.__loadRecord = record;
    // Rendered, not hidden, and not see-through through any ancestor (the
    // kit renders its button at opacity 0 until it has mounted).
    const isVisible = (element: Element) =>
      element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
      !element.closest('[aria-hidden="true"]');
    const check = () => {
      const candidates = document.querySelectorAll('[data-testid="rk-connect-button"], button');
      for (const element of candidates) {
        const isConnect =
          element.getAttribute('data-testid') === 'rk-connect-button' || /^\s*connect\b/i.test(element.textContent ?? '');
        if (isConnect && isVisible(element) && !record.connectEverVisible) {
          record.connectEverVisible = true;
          record.connectSeen.push(`${Math.round(performance.now())} ms: ${element.outerHTML.slice(0, 200)}`);
        }
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
      const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.layoutShift += entry.value;
        const nodes = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name =
            node instanceof Element
              ? `${node.tagName.toLowerCase()}.${node.className}[${node.getAttribute('data-testid') ?? ''}]`
              : String(node?.nodeName);
          return `${name} ${rect(previousRect)} → ${rect(currentRect)}`;
        });
        record.shifts.push(`${Math.round(entry.startTime)} ms: ${entry.value.toFixed(4)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('a returning connected visitor in a new tab', () => {
  test('sees a placeholder, never "Connect", until the account button, without layout shift', async ({
    home,
    wallet,
    context,
  }) => {
    await home.goto();
    await home.connect();

    const tab = await context.newPage();
    await wallet.install(tab);
    await recordLoad(tab);
    const returning = new HomePage(tab);
    await returning.goto();
    await expect(returning.accountButton).toContainText(kitShortAddress(wallet.address));
    await expect(returning.accountPanel.root).toBeVisible();
    await expect(tab.getByTestId('connect-placeholder')).toHaveCount(0);

    const record = await tab.evaluate(() => window.__loadRecord);
    expect(record?.connectSeen).toEqual([]);
    expect(record?.connectEverVisible).toBe(false);
    expect(record?.layoutShift, record?.shifts.join('\n')).toBeLessThan(0.01);
  });

  test('a first-time visitor gets the Connect button once nothing was stored (the recorder sees it)', async ({
    page,
  }) => {
    await recordLoad(page);
    const home = new HomePage(page);
    await home.goto();
    await expect(home.connectButton).toBeVisible();
    const record = await page.evaluate(() => window.__loadRecord);
    expect(record?.connectEverVisible).toBe(true);
  });
});
