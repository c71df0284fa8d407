import { describe, expect, it } from 'vitest';
import { createWalletCodeDemand, FIRST_INPUT_EVENTS } from './walletCodeDemand';

/** Whether `promise` has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

/** An event target that records which event types have a listener on it. */
function recordingTarget() {
  const target = new EventTarget();
  const listening = new Set<string>();
  return {
    target,
    listening,
    spy: {
      addEventListener: (event: string, listener: EventListener, options?: AddEventListenerOptions) => {
        listening.add(event);
        target.addEventListener(event, listener, options);
      },
      removeEventListener: (event: string, listener: EventListener, options?: EventListenerOptions) => {
        listening.delete(event);
        target.removeEventListener(event, listener, options);
      },
    },
  };
}

describe('createWalletCodeDemand', () => {
  it('is not wanted until asked, then wanted for good', async () => {
    const demand = createWalletCodeDemand();
    expect(await settled(demand.wanted)).toBe(false);
    demand.want();
    demand.want();
    expect(await settled(demand.wanted)).toBe(true);
  });

  it.each(FIRST_INPUT_EVENTS)('is wanted at the first %s on the page, and stops listening', async (type) => {
    const { target, listening, spy } = recordingTarget();
    const demand = createWalletCodeDemand();
    demand.wantOnFirstInput(spy);
    expect([...listening].sort()).toEqual([...FIRST_INPUT_EVENTS].sort());
    expect(await settled(demand.wanted)).toBe(false);

    target.dispatchEvent(Object.assign(new Event(type), { movementX: 0, movementY: 4 }));
    expect(await settled(demand.wanted)).toBe(true);
    expect(listening.size).toBe(0);
  });

  it('takes no notice of a pointermove without movement: the page changed under a pointer at rest', async () => {
    const target = new EventTarget();
    const demand = createWalletCodeDemand();
    demand.wantOnFirstInput(target);
    target.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: 0, movementY: 0 }));
    expect(await settled(demand.wanted)).toBe(false);
    target.dispatchEvent(Object.assign(new Event('pointermove'), { movementX: -2, movementY: 0 }));
    expect(await settled(demand.wanted)).toBe(true);
  });

  it('stops listening for input when wanted another way, and listens for none once wanted', () => {
    const { listening, spy } = recordingTarget();
    const demand = createWalletCodeDemand();
    demand.wantOnFirstInput(spy);
    demand.want();
    expect(listening.size).toBe(0);
    demand.wantOnFirstInput(spy);
    expect(listening.size).toBe(0);
  });
});
