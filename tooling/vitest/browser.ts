/**
 * Browser APIs that jsdom lacks and RainbowKit calls on render
 * (`window.matchMedia` for the colour scheme and the 768 px breakpoint),
 * and React's act() environment flag.
 * Import once at the top of a component test that runs under jsdom.
 */
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

// Tell React this is a test environment, so act() is honoured without warnings.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export {};
