import type { Page } from '@playwright/test';

/** Name of the `window` property holding the probe's {@link PageProbeHandle} in the page. */
export const PAGE_PROBE_GLOBAL = '__coEditionsBenchProbe';

/**
 * How the probe finds one of an app's buttons: the first element matching
 * `selector` whose text (whitespace collapsed, trimmed) matches `text`, a
 * case-insensitive regular expression's source, when given. The kit's
 * buttons carry test ids; ConnectKit's carry none, so its are found by text.
 */
export type ButtonMatcher = { selector: string; text?: string };

/** What {@link installPageProbe} is given. */
export type PageProbeParameters = {
  /** {@link PAGE_PROBE_GLOBAL}. */
  globalName: string;
  /** The app's Connect Wallet button. */
  connect: ButtonMatcher;
  /** The app's account button (a connected visitor's). */
  account: ButtonMatcher;
};

/** The RainbowKit buttons, by the kit's test ids (this app, the RainbowKit quick start and the bare page). */
export const RAINBOWKIT_BUTTONS: Pick<PageProbeParameters, 'connect' | 'account'> = {
  connect: { selector: '[data-testid="rk-connect-button"]' },
  account: { selector: '[data-testid="rk-account-button"]' },
};

/** A long task (PerformanceObserver `longtask`), in ms since navigation start. */
export type LongTask = { startMs: number; durationMs: number };

/**
 * What the probe saw, every time in ms since navigation start
 * (`performance.now()` in the page; `null`: did not happen).
 */
export type PageProbeSnapshot = {
  /** First Contentful Paint (`paint` entry `first-contentful-paint`). */
  fcpMs: number | null;
  /** Largest Contentful Paint: the last `largest-contentful-paint` entry's `startTime` so far. */
  lcpMs: number | null;
  /** The LCP element, as `tag[data-testid=…] "text…"`, for reading the results. */
  lcpElement: string | null;
  /** The navigation's `loadEventStart`. */
  loadEventMs: number | null;
  /** Every long task (over 50 ms) since the document started. */
  longTasks: LongTask[];
  /**
   * First time the app's Connect button ({@link PageProbeParameters.connect}) was clickable: shown (see
   * {@link PageProbeSnapshot.connectShownMs}), not inside `aria-hidden="true"`,
   * `pointer-events` not `none`, not disabled, the topmost element at its
   * centre, and hydrated (React has attached its `onClick`).
   */
  connectClickableMs: number | null;
  /**
   * First time a Connect button was shown: the app's, or any `<button>`
   * whose text is "Connect Wallet" (any case), with a
   * non-empty box inside the viewport and `checkVisibility` true counting
   * `opacity: 0` and `visibility` on it and its ancestors.
   */
  connectShownMs: number | null;
  /** Which element that was (as {@link PageProbeSnapshot.lcpElement}). */
  connectShownElement: string | null;
  /** First time the app's account button ({@link PageProbeParameters.account}) was shown (same test as the Connect button). */
  accountShownMs: number | null;
};

/** What the probe puts on `window[PAGE_PROBE_GLOBAL]`. */
type PageProbeHandle = {
  snapshot: () => PageProbeSnapshot;
  /** Disconnects the observers and ends the frame loop; the snapshot keeps what was seen. */
  stop: () => void;
};

/**
 * The in-page probe, passed to `page.addInitScript` so that it runs at
 * document start in the main frame, before the app's scripts. Playwright
 * serialises the function: it uses nothing from outside its body.
 *
 * Performance entries come from buffered PerformanceObservers (`paint`,
 * `largest-contentful-paint`, `longtask`). The buttons are checked on every
 * DOM mutation (a MutationObserver on the document, from document start)
 * and on every animation frame (a requestAnimationFrame loop, for changes
 * made by style alone), so their times are taken in the page, to the
 * frame, without any polling from Node.
 *
 * @param parameters - where to keep the handle, and how to find the app's buttons.
 */
export function installPageProbe({ globalName, connect: connectMatcher, account: accountMatcher }: PageProbeParameters): void {
  if (window.top !== window) return;
  const textOf = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const find = ({ selector, text }: ButtonMatcher): HTMLElement | null => {
    const pattern = text === undefined ? null : new RegExp(text, 'i');
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (pattern === null || pattern.test(textOf(element))) return element;
    }
    return null;
  };
  const state: Omit<PageProbeSnapshot, 'loadEventMs'> = {
    fcpMs: null,
    lcpMs: null,
    lcpElement: null,
    longTasks: [],
    connectClickableMs: null,
    connectShownMs: null,
    connectShownElement: null,
    accountShownMs: null,
  };

  const describe = (element: Element): string => {
    const testId = element.getAttribute('data-testid');
    const text = textOf(element).slice(0, 40);
    return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${text ? ` "${text}"` : ''}`;
  };

  const observers: PerformanceObserver[] = [];
  const observe = (type: string, onEntry: (entry: PerformanceEntry) => void) => {
    try {
      const observer = new PerformanceObserver((list) => list.getEntries().forEach(onEntry));
      observer.observe({ type, buffered: true });
      observers.push(observer);
    } catch {
      // An entry type this browser lacks: its metric stays null.
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcpMs = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    state.lcpMs = entry.startTime;
    const element = (entry as PerformanceEntry & { element?: Element | null }).element;
    state.lcpElement = element ? describe(element) : null;
  });
  observe('longtask', (entry) => state.longTasks.push({ startMs: entry.startTime, durationMs: entry.duration }));

  const isShown = (element: Element): boolean => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  // React (19) keeps a DOM node's props under an own key `__reactProps$<random>`
  // once it has rendered or hydrated it: the click handler is attached then.
  const hasReactClickHandler = (element: Element): boolean =>
    Object.entries(element).some(
      ([key, props]) =>
        key.startsWith('__reactProps$') &&
        typeof props === 'object' &&
        props !== null &&
        typeof (props as { onClick?: unknown }).onClick === 'function',
    );
  const isClickable = (element: HTMLElement): boolean => {
    if (!isShown(element) || element.closest('[aria-hidden="true"]')) return false;
    if (getComputedStyle(element).pointerEvents === 'none' || (element as HTMLButtonElement).disabled) return false;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit) && hasReactClickHandler(element);
  };
  const isConnectWalletText = (element: Element): boolean => textOf(element).toLowerCase() === 'connect wallet';

  const check = () => {
    const now = performance.now();
    const connect = state.connectClickableMs === null || state.connectShownMs === null ? find(connectMatcher) : null;
    if (state.connectClickableMs === null && connect && isClickable(connect)) state.connectClickableMs = now;
    if (state.connectShownMs === null) {
      const shown = connect && isShown(connect) ? connect : [...document.querySelectorAll('button')].find((element) => isConnectWalletText(element) && isShown(element));
      if (shown) {
        state.connectShownMs = now;
        state.connectShownElement = describe(shown);
      }
    }
    if (state.accountShownMs === null) {
      const account = find(accountMatcher);
      if (account && isShown(account)) state.accountShownMs = now;
    }
  };

  let running = true;
  const mutations = new MutationObserver(check);
  mutations.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  const frame = () => {
    if (!running) return;
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);

  const handle: PageProbeHandle = {
    snapshot: () => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return {
        ...state,
        longTasks: [...state.longTasks],
        loadEventMs: navigation && navigation.loadEventStart > 0 ? navigation.loadEventStart : null,
      };
    },
    stop: () => {
      running = false;
      mutations.disconnect();
      for (const observer of observers) observer.disconnect();
    },
  };
  Object.defineProperty(window, globalName, { value: handle, configurable: false, enumerable: false, writable: false });
}

/** Thrown when the page has no probe (it was not installed before the navigation, or the page is not the app). */
class PageProbeMissingError extends Error {
  override name = 'PageProbeMissingError';
}

/**
 * Stops the probe in `page` and returns what it saw.
 *
 * @throws {PageProbeMissingError} when the page has no probe.
 */
export async function stopPageProbe(page: Page): Promise<PageProbeSnapshot> {
  const snapshot = await page.evaluate((name) => {
    const handle = (window as unknown as Record<string, PageProbeHandle | undefined>)[name];
    if (!handle) return null;
    handle.stop();
    return handle.snapshot();
  }, PAGE_PROBE_GLOBAL);
  if (!snapshot) throw new PageProbeMissingError(`No benchmark probe in ${page.url()}: install it before navigating.`);
  return snapshot;
}
