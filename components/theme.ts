import { darkTheme, lightTheme } from '@rainbow-me/rainbowkit';

/** Co-Editions' accent colour (spec §1, §9). */
export const ACCENT_COLOR = '#7828C8';

/**
 * RainbowKit themes for both OS colour schemes, accent {@link ACCENT_COLOR}
 * and the kit's rounded font stack. Passed as `{ lightMode, darkMode }`, the
 * kit switches with `prefers-color-scheme`.
 */
export const rainbowKitTheme = {
  lightMode: lightTheme({ accentColor: ACCENT_COLOR, fontStack: 'rounded' }),
  darkMode: darkTheme({ accentColor: ACCENT_COLOR, fontStack: 'rounded' }),
};
