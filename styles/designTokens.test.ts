import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');

/** Every innermost rule of a stylesheet: its selector and its declarations (comments removed). */
function rules(css: string): { selector: string; declarations: [string, string][] }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...plain.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector = '', body = '']) => ({
    selector: selector.trim(),
    declarations: body
      .split(';')
      .flatMap((declaration): [string, string][] => {
        const [property = '', value = ''] = declaration.split(/:(.*)/s).map((part) => part.trim());
        return property === '' || property.startsWith('--') ? [] : [[property, value]];
      }),
  }));
}

// The header's wallet buttons copy RainbowKit's own metrics and colours
// (wallet-buttons.css explains), so that nothing moves when the kit takes over.
const mirrorsTheKit = (selector: string) => /^\.(wallet-|connect-placeholder)/.test(selector);

/** CSS Fonts 4's generic font families (https://www.w3.org/TR/css-fonts-4/#generic-font-families). */
const CSS_GENERIC_FAMILIES = new Set(['serif', 'sans-serif', 'monospace', 'cursive', 'fantasy', 'system-ui', 'emoji', 'math', 'fangsong', 'ui-serif', 'ui-sans-serif', 'ui-monospace', 'ui-rounded']);

const STYLESHEETS = ['base.css', 'components.css', 'values.css', 'header.css', 'wallet-buttons.css', 'footer.css', 'account.css', 'send.css', 'requests.css', 'prices.css'];
const declarations = STYLESHEETS.flatMap((file) =>
  rules(read(file))
    .filter(({ selector }) => !mirrorsTheKit(selector))
    .flatMap(({ selector, declarations }) => declarations.map(([property, value]) => ({ where: `${file} ${selector} { ${property} }`, property, value }))),
);

describe('the stylesheets use the design tokens (styles/tokens.css)', () => {
  it('found the rules it checks', () => {
    expect(declarations.length).toBeGreaterThan(200);
  });

  it('writes no colour of its own: every colour is a token', () => {
    const colours = declarations.filter(({ value }) => /#[0-9a-f]{3,8}\b|\brgba?\(|\bhsla?\(/i.test(value));
    expect(colours.map(({ where, value }) => `${where}: ${value}`)).toEqual([]);
  });

  it('spaces on the 4 px scale: every padding, margin and gap is 0, auto or a --space token', () => {
    const spacing = declarations.filter(({ property }) => /^(padding|margin|gap|row-gap|column-gap)(-|$)/.test(property));
    const offScale = spacing.filter(({ value }) => !value.split(/\s+/).every((part) => /^(0|auto|var\(--space-\d+\))$/.test(part)));
    expect(offScale.map(({ where, value }) => `${where}: ${value}`)).toEqual([]);
  });

  it('rounds, sizes type and raises only by tokens', () => {
    const checks: [RegExp, RegExp][] = [
      [/^border-radius$/, /^var\(--radius-[a-z]+\)$/],
      [/^font-size$/, /^var\(--text-[a-z]+\)$/],
      // An inset shadow is a line (the nav's underline), not elevation.
      [/^box-shadow$/, /^(var\(--shadow-\d\)|inset .*)$/],
    ];
    const offToken = declarations.filter(({ property, value }) => checks.some(([name, allowed]) => name.test(property) && !allowed.test(value)));
    expect(offToken.map(({ where, value }) => `${where}: ${value}`)).toEqual([]);
  });

  it('defines every token it uses, in tokens.css', () => {
    const defined = new Set([...read('tokens.css').matchAll(/(--[a-z0-9-]+):/g)].map(([, name]) => name));
    // The wallet buttons define their kit-mirroring custom properties themselves.
    for (const [, name] of read('wallet-buttons.css').matchAll(/(--wallet-[a-z-]+):/g)) defined.add(name);
    const used = new Set(STYLESHEETS.flatMap((file) => [...read(file).matchAll(/var\((--[a-z0-9-]+)/g)].map(([, name]) => name)));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });

  it('sets the font by generic families only, the rounded one first', () => {
    const tokens = read('tokens.css').replace(/\/\*[\s\S]*?\*\//g, '');
    const [, stack = ''] = /--font:([^;]*);/.exec(tokens) ?? [];
    const families = stack.split(',').map((family) => family.trim());
    expect(families[0]).toBe('ui-rounded');
    expect(families.filter((family) => !CSS_GENERIC_FAMILIES.has(family))).toEqual([]);
  });
});
