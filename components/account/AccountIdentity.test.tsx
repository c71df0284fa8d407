// @vitest-environment jsdom
import '@/tooling/vitest/browser';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountIdentity } from './AccountIdentity';

afterEach(() => cleanup());

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('AccountIdentity with hostile ENS records', () => {
  it('renders a name holding markup as text, and refuses a javascript: avatar', () => {
    const name = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>.eth';
    const { container } = render(
      <AccountIdentity address={ADDRESS} ensName={name} ensAvatar="javascript:window.__pwned=3" headingId="h" />,
    );
    expect(container.querySelector('#h')?.textContent).toBe(name);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    // The avatar generated from the address, as the header's account button shows it.
    expect(container.querySelector('.avatar [data-testid="generated-avatar"]')).not.toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('refuses an avatar URL that breaks out of the attribute, and an HTML data URI', () => {
    for (const avatar of ['"><svg onload=alert(1)>', 'data:text/html,<script>alert(1)</script>']) {
      const { container, unmount } = render(
        <AccountIdentity address={ADDRESS} ensName="alice.eth" ensAvatar={avatar} headingId="h" />,
      );
      expect(container.querySelectorAll('img')).toHaveLength(0);
      unmount();
    }
  });

  it('shows an https avatar as an image', () => {
    const { container } = render(
      <AccountIdentity address={ADDRESS} ensName="alice.eth" ensAvatar="https://euc.li/alice.eth" headingId="h" />,
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://euc.li/alice.eth');
    expect(container.querySelector('#h')?.textContent).toBe('alice.eth');
  });
});
