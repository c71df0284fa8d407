import { describe, expect, it } from 'vitest';
import { AvatarError } from './avatarError';
import { erc1155TokenUri, metadataImage, parseAvatarUri } from './avatarRecord';

const CONTRACT = '0xb47e3cd837dDF8e4c57F05d70Ab865de6e193BBB';

describe('parseAvatarUri', () => {
  it('reads https and http URLs, and maps ipfs:// and ar:// to the gateways the server fetches', () => {
    expect(parseAvatarUri('https://example.com/a.png', { allowNft: true })).toEqual({ kind: 'url', url: new URL('https://example.com/a.png') });
    expect(parseAvatarUri('http://example.com/a.png', { allowNft: true })).toMatchObject({ kind: 'url' });
    expect(parseAvatarUri('ipfs://QmQsAbC/1.png', { allowNft: true })).toEqual({ kind: 'url', url: new URL('https://ipfs.io/ipfs/QmQsAbC/1.png') });
    expect(parseAvatarUri('ar://abc_D-1', { allowNft: true })).toEqual({ kind: 'url', url: new URL('https://arweave.net/abc_D-1') });
  });

  it('reads ERC-721 and ERC-1155 references (ENSIP-12), only where NFTs are allowed', () => {
    expect(parseAvatarUri(`eip155:1/erc721:${CONTRACT.toLowerCase()}/2430`, { allowNft: true })).toEqual({
      kind: 'nft',
      standard: 'erc721',
      chainId: 1,
      contract: CONTRACT,
      tokenId: 2430n,
    });
    expect(parseAvatarUri(`eip155:1/erc1155:${CONTRACT}/7`, { allowNft: true })).toMatchObject({ standard: 'erc1155', tokenId: 7n });
    expect(() => parseAvatarUri(`eip155:1/erc721:${CONTRACT}/1`, { allowNft: false })).toThrow(AvatarError);
    expect(() => parseAvatarUri(`eip155:1/erc20:${CONTRACT}/1`, { allowNft: true })).toThrow(AvatarError);
  });

  it('takes a base64 raster data: URI as bytes to be checked', () => {
    expect(parseAvatarUri('data:image/png;base64,iVBORw0KGgo=', { allowNft: true })).toEqual({ kind: 'data', bytes: Buffer.from('iVBORw0KGgo=', 'base64') });
  });

  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload="alert(1)"/>',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PGgxPg==',
    '<img src=x onerror=alert(1)>',
    '/relative.png',
    'ftp://example.com/a.png',
    'https://user:secret@example.com/a.png',
    `https://example.com/${'a'.repeat(5000)}`,
  ])('refuses %j with 422', (record) => {
    expect(() => parseAvatarUri(record, { allowNft: true })).toThrow(expect.objectContaining({ status: 422 }));
  });
});

describe('metadataImage', () => {
  it('takes image, else image_url', () => {
    expect(metadataImage({ image: 'ipfs://Qm1' })).toBe('ipfs://Qm1');
    expect(metadataImage({ image_url: 'https://example.com/i.png' })).toBe('https://example.com/i.png');
  });

  it('refuses metadata without one, and inline SVG (image_data)', () => {
    for (const metadata of [null, 'text', {}, { image: '' }, { image_data: '<svg/>' }]) {
      expect(() => metadataImage(metadata)).toThrow(expect.objectContaining({ status: 422 }));
    }
  });
});

describe('erc1155TokenUri', () => {
  it('fills {id} with the token id as 64 lower-case hex digits (EIP-1155)', () => {
    expect(erc1155TokenUri('https://example.com/{id}.json', 255n)).toBe(`https://example.com/${'0'.repeat(62)}ff.json`);
  });
});
