// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AvatarImage, avatarHues } from './Avatar';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

afterEach(() => cleanup());

describe('avatarHues', () => {
  it('reads two hues from the first 4 bytes, the same for any letter case', () => {
    expect(avatarHues(ADDRESS)).toEqual([0xf39f % 360, 0xd6e5 % 360]);
    expect(avatarHues(ADDRESS.toLowerCase())).toEqual(avatarHues(ADDRESS));
    expect(avatarHues('0x7099797')).toEqual([0, 0]);
  });
});

describe('AvatarImage', () => {
  it('shows an https ENS avatar as a plain image', () => {
    const { container } = render(<AvatarImage address={ADDRESS} ensImage="https://example.com/a.png" size={24} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.com/a.png');
  });

  it('generates one for a javascript: or markup avatar URL, never rendering it', () => {
    for (const hostile of ['javascript:alert(1)', '"><img src=x onerror=alert(1)>']) {
      const { container } = render(<AvatarImage address={ADDRESS} ensImage={hostile} size={24} />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('[data-testid="generated-avatar"]')).not.toBeNull();
      cleanup();
    }
  });

  it('loads our avatar route, and generates one when the route refuses the avatar (the image fails)', () => {
    const { container } = render(<AvatarImage address={ADDRESS} ensImage="/api/avatar/alice.eth?quiet=1" size={24} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/api/avatar/alice.eth?quiet=1');
    fireEvent.error(image as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-testid="generated-avatar"]')).not.toBeNull();
  });
});
