// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { STORED_CONNECTION, storageWith } from '@/tooling/vitest/storedConnection';
import { createWalletSlot, type WalletSlotLive } from './walletSlot';

const live = (view: WalletSlotLive['view']): WalletSlotLive => ({ view, open: vi.fn(), prefetch: vi.fn() });

describe('createWalletSlot', () => {
  it('starts on "Connect Wallet" for a first visit: nothing stored, not framed', () => {
    const slot = createWalletSlot({ storage: storageWith(null), framed: false });
    expect(slot.firstVisit).toBe(true);
    expect(slot.getSnapshot().view).toBe('connect');
  });

  it('starts on the placeholder for a returning visitor, and in a Safe (framed)', () => {
    // Disconnected, but wagmi was here: its restore still asks every connector, and an authorised one comes back.
    const disconnected = JSON.stringify({ state: { chainId: 1, current: null }, version: 2 });
    for (const parameters of [
      { storage: storageWith(STORED_CONNECTION), framed: false },
      { storage: storageWith(disconnected), framed: false },
      { storage: { getItem: (key: string) => (key === 'wagmi.recentConnectorId' ? '"injected"' : null) }, framed: false },
      { storage: storageWith(null), framed: true },
    ]) {
      const slot = createWalletSlot(parameters);
      expect(slot.firstVisit).toBe(false);
      expect(slot.getSnapshot().view).toBe('placeholder');
    }
  });

  it('keeps a click made before the providers are live, and opens the Connect modal the moment they are, once', () => {
    const slot = createWalletSlot({ storage: storageWith(null), framed: false });
    slot.prefetch();
    slot.connect();
    const first = live('connect');
    slot.setLive(first);
    expect(first.open).toHaveBeenCalledExactlyOnceWith('connect');
    slot.setLive(live('connect'));
    expect(first.open).toHaveBeenCalledTimes(1);
  });

  it('asks for the wallet code on a click or a pointer, which may come without any input event before it', () => {
    for (const act of ['connect', 'prefetch'] as const) {
      const demand = { want: vi.fn() };
      const slot = createWalletSlot({ storage: storageWith(null), framed: false, demand });
      slot[act]();
      expect(demand.want).toHaveBeenCalledOnce();
    }
  });

  it('starts only the download for pointer or focus before the providers are live', () => {
    const slot = createWalletSlot({ storage: storageWith(null), framed: false });
    slot.prefetch();
    const first = live('connect');
    slot.setLive(first);
    expect(first.prefetch).toHaveBeenCalledOnce();
    expect(first.open).not.toHaveBeenCalled();
  });

  it('once live, shows what the providers say and calls them directly; back to its first view when they unmount', () => {
    const slot = createWalletSlot({ storage: storageWith(STORED_CONNECTION), framed: false });
    const onChange = vi.fn();
    slot.subscribe(onChange);
    const current = live('account');
    slot.setLive(current);
    expect(slot.getSnapshot().view).toBe('account');
    expect(onChange).toHaveBeenCalledOnce();
    slot.connect();
    expect(current.open).toHaveBeenCalledExactlyOnceWith('connect');
    slot.setLive(null);
    expect(slot.getSnapshot().view).toBe('placeholder');
  });
});
