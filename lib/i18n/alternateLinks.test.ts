import { describe, expect, it } from 'vitest';
import { alternateLinks, localePath } from './alternateLinks';

describe('localePath', () => {
  it('leaves en-US unprefixed and prefixes the others', () => {
    expect(localePath('en-US', '/send')).toBe('/send');
    expect(localePath('de-DE', '/send')).toBe('/de-DE/send');
    expect(localePath('ja-JP', '/')).toBe('/ja-JP');
  });
});

describe('alternateLinks', () => {
  it('names every locale and x-default by an absolute URL', () => {
    const links = alternateLinks('https://coeditions.example', '/send').split(', ');
    expect(links).toHaveLength(7);
    expect(links).toContain('<https://coeditions.example/send>; rel="alternate"; hreflang="en-US"');
    expect(links).toContain('<https://coeditions.example/zh-CN/send>; rel="alternate"; hreflang="zh-CN"');
    expect(links.at(-1)).toBe('<https://coeditions.example/send>; rel="alternate"; hreflang="x-default"');
    expect(alternateLinks('http://127.0.0.1:3000', '/')).toContain('<http://127.0.0.1:3000/es-419>; rel="alternate"; hreflang="es-419"');
  });
});
