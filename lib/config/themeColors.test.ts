import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from './themeColors';

const root = path.resolve(import.meta.dirname, '../..');
const css = readFileSync(path.join(root, 'styles/tokens.css'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(root, 'public/manifest.json'), 'utf8')) as Record<string, unknown>;

/** The `--bg` values of the stylesheet, in order: the light one (`:root`), then the dark one (the colour-scheme media query). */
const backgrounds = [...css.matchAll(/--bg:\s*(#[0-9a-f]{6})\s*;/gi)].map((match) => match[1]?.toLowerCase());

describe('THEME_COLORS', () => {
  it("is the stylesheet's page background in each colour scheme", () => {
    expect(backgrounds.slice(0, 2)).toEqual([THEME_COLORS.light, THEME_COLORS.dark]);
  });

  it("is the web app manifest's theme and background colour", () => {
    expect(manifest).toMatchObject({ theme_color: THEME_COLORS.light, background_color: THEME_COLORS.light });
  });
});
