import type { Page } from '@playwright/test';

/**
 * esbuild's `__name` helper, for the page. The benchmark runs under tsx,
 * which compiles with esbuild's `keepNames`: every named inner function
 * becomes `__name(fn, "name")`, with `__name` defined once per module. A
 * function that Playwright serialises into a page (`addInitScript(fn)`,
 * e.g. the mock wallet's `installMockWalletInPage`) then refers to a
 * `__name` the page does not have, and throws at once. This defines it,
 * non-enumerable, unless the page has one.
 */
const NAME_HELPER = `if (typeof globalThis.__name !== 'function') {
  Object.defineProperty(globalThis, '__name', {
    value: (target, value) => Object.defineProperty(target, 'name', { value, configurable: true }),
    configurable: true,
    writable: true,
  });
}`;

/**
 * Adds esbuild's `__name` helper to `page` as an init script (see
 * {@link NAME_HELPER}). Call it before any other `addInitScript` on the
 * page, in particular before `MockWallet.install`: Playwright runs a page's
 * init scripts in the order they were added.
 */
export async function addNameHelper(page: Page): Promise<void> {
  await page.addInitScript({ content: NAME_HELPER });
}

/**
 * Adds `fn(arg)` to `page` as an init script, like `page.addInitScript(fn,
 * arg)`, but with esbuild's `__name` helper defined first in the same
 * script, so it works whatever ran before.
 *
 * @param arg - serialised with `JSON.stringify`.
 */
export async function addPageScript<Arg>(page: Page, fn: (arg: Arg) => void, arg: Arg): Promise<void> {
  await page.addInitScript({ content: `${NAME_HELPER}\n(${fn.toString()})(${JSON.stringify(arg)});` });
}
