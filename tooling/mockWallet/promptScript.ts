/** A prompt left open by {@link PromptScript.holdNext}. */
export type HeldPrompt = {
  /** Resolves once the prompt is open: the page has asked. */
  arrived: Promise<void>;
  /** The user answers: the request goes on as usual. */
  release: () => void;
};

/**
 * What the user of the mock wallet does with its next prompts (connect,
 * switch chain, sign, send): reject one, have one fail, leave one open, or
 * answer one whose answer never reaches the page. Set by the test, consumed
 * by the wallet as prompting requests arrive, in order.
 */
export class PromptScript {
  /** Prompts to let through before rejecting one; `undefined`: reject none. */
  #rejectAfter: number | undefined;
  #failNext: { code: number; message: string } | undefined;
  #held: { arrived: () => void; released: Promise<void> } | undefined;
  #lost: (() => void) | undefined;

  /** Rejects the prompt after the next `after` with 4001 (see `MockWallet.rejectNextRequest`). */
  rejectAfter(after: number): void {
    this.#rejectAfter = after;
  }

  /** Fails the next prompt with `code` (see `MockWallet.failNextRequest`). */
  failNext(code: number, message: string): void {
    this.#failNext = { code, message };
  }

  /** Leaves the next prompt open until `release` is called; `arrived` resolves once it is open. */
  holdNext(): HeldPrompt {
    let release = () => {};
    let arrived = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const open = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    this.#held = { arrived, released };
    return { arrived: open, release };
  }

  /** Carries out the next prompt but never answers the page; resolves once it was carried out. */
  loseNextAnswer(): Promise<void> {
    return new Promise((resolve) => {
      this.#lost = resolve;
    });
  }

  /**
   * Called as a prompt arrives: waits while it is held, then tells what the
   * user did instead of accepting, if anything (4001, or the scripted
   * failure), and whether its answer is to be lost (`lose`: call once it
   * was carried out, then never answer).
   */
  async arrive(): Promise<{ refuse?: { code: number; message: string }; lose?: () => void }> {
    const held = this.#held;
    this.#held = undefined;
    if (held) {
      held.arrived();
      await held.released;
    }
    const lose = this.#lost;
    this.#lost = undefined;
    if (this.#rejectAfter !== undefined && this.#rejectAfter-- === 0) {
      this.#rejectAfter = undefined;
      return { refuse: { code: 4001, message: 'User rejected the request.' } };
    }
    if (this.#failNext) {
      const refuse = this.#failNext;
      this.#failNext = undefined;
      return { refuse };
    }
    return lose ? { lose } : {};
  }
}
