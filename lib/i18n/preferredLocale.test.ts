import { describe, expect, it } from 'vitest';
import { preferredLocale } from './preferredLocale';

describe('preferredLocale', () => {
  it.each([
    ['de', 'de-DE'],
    ['de-AT,de;q=0.9,en;q=0.8', 'de-DE'],
    ['es-MX', 'es-419'],
    ['fr-CA', 'fr-FR'],
    ['ja', 'ja-JP'],
    ['zh', 'zh-CN'],
    ['en-GB', 'en-US'],
    ['ko', 'en-US'],
    ['pt-BR,ja;q=0.5', 'ja-JP'],
    ['fr;q=0.2,de;q=0.9', 'de-DE'],
  ])('reads %j as %s', (header, locale) => {
    expect(preferredLocale(header)).toBe(locale);
  });

  it('reads no header, an empty one, "*" and malformed tags as en-US', () => {
    for (const header of [null, '', '*', 'xx-invalid-!!', ';;;,']) expect(preferredLocale(header), String(header)).toBe('en-US');
    expect(preferredLocale('xx-invalid-!!, ja;q=0.1')).toBe('ja-JP');
  });
});
