import { describe, expect, it } from 'vitest';
import { safeImageUrl } from './safeImageUrl';

describe('safeImageUrl', () => {
  it.each([
    'https://euc.li/vitalik.eth',
    'https://ipfs.io/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    'http://127.0.0.1:3000/avatar.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('keeps %s', (value) => {
    expect(safeImageUrl(value)).toBe(new URL(value).protocol === 'data:' ? value : new URL(value).href);
  });

  it('keeps our own avatar route', () => {
    expect(safeImageUrl('/api/avatar/vitalik.eth?quiet=1')).toBe('/api/avatar/vitalik.eth?quiet=1');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    '"><img src=x onerror=alert(1)>',
    '/relative/path.png',
    '/api/avatar/../auth/session',
    'ipfs://bafy',
    '',
    undefined,
    null,
  ])('refuses %j', (value) => {
    expect(safeImageUrl(value)).toBeUndefined();
  });
});
