/**
 * When the browser loads the wallet code: the wallet providers' chunk
 * (wagmi, TanStack Query, sign-in) and the page's own, with which the page
 * hydrates (`docs/page-load.md`). One demand per page, in the browser.
 */
export type WalletCodeDemand = {
  /** Resolves once the wallet code is wanted; never rejects. */
  wanted: Promise<void>;
  /** Wants it now; later calls do nothing. */
  want: () => void;
  /**
   * Wants it at the visitor's first input on `target`: any of
   * {@link FIRST_INPUT_EVENTS}, which come before a click or a tap lands
   * (a pointer moving or going down, a touch, a key, a focus, a wheel).
   * A `pointermove` without movement is not the visitor: Chromium sends one
   * when the page changes under a pointer at rest. The listeners are
   * passive and go once it is wanted.
   */
  wantOnFirstInput: (target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) => void;
};

/** The events that count as a visitor starting to use the page. */
export const FIRST_INPUT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/** Creates a demand; the app uses the page's one ({@link getWalletCodeDemand}), tests their own. */
export function createWalletCodeDemand(): WalletCodeDemand {
  let wanted = false;
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => (resolve = settle));
  const stops: Array<() => void> = [];
  const want = () => {
    if (wanted) return;
    wanted = true;
    for (const stop of stops.splice(0)) stop();
    resolve();
  };
  return {
    wanted: promise,
    want,
    wantOnFirstInput(target) {
      if (wanted) return;
      const options = { capture: true, passive: true } as const;
      const onInput = (event: Event) => {
        if (event.type === 'pointermove' && !moved(event)) return;
        want();
      };
      for (const type of FIRST_INPUT_EVENTS) {
        target.addEventListener(type, onInput, options);
        stops.push(() => target.removeEventListener(type, onInput, options));
      }
    },
  };
}

function moved(event: Event): boolean {
  const { movementX = 0, movementY = 0 } = event as Partial<Pick<MouseEvent, 'movementX' | 'movementY'>>;
  return movementX !== 0 || movementY !== 0;
}

let pageDemand: WalletCodeDemand | undefined;

/** The page's one demand, made on first use. */
export function getWalletCodeDemand(): WalletCodeDemand {
  return (pageDemand ??= createWalletCodeDemand());
}
