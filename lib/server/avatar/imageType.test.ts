import { describe, expect, it } from 'vitest';
import { sniffImageType } from './imageType';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((character) => character.charCodeAt(0)) : part)));

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF, WebP and AVIF by their signatures', () => {
    expect(sniffImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', [1]))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('image/avif');
  });

  it('refuses SVG, HTML, text and truncated data, whatever they are called', () => {
    for (const data of [bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), bytes('<!doctype html>'), bytes('hello'), bytes([0x89], 'PN'), new Uint8Array()]) {
      expect(sniffImageType(data)).toBeUndefined();
    }
  });
});
