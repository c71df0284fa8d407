import { darkTheme, lightTheme } from '@rainbow-me/rainbowkit';

/** Co-Editions' accent colour. */
const ACCENT_COLOR = '#7828C8';

/**
 * The accent in the dark scheme: {@link ACCENT_COLOR} lightened (the site's
 * own dark `--accent`), since the kit also writes text in the accent colour
 * on its dark modal (#1A1B1F), where #7828C8 reads at 2.4:1 (WCAG 1.4.3
 * asks 4.5:1); this one reads at 6.3:1, with dark text on it.
 */
const DARK_ACCENT_COLOR = '#B58AE6';

/**
 * The site's rounded font stack (`--font` in `styles/tokens.css`), so the
 * kit's modals and the page set the same font. The kit's own
 * `rounded` stack names a dozen families, each a font lookup where the
 * system lacks it.
 */
const fonts = { body: 'var(--font)' };

const light = { ...lightTheme({ accentColor: ACCENT_COLOR }), fonts };
const dark = { ...darkTheme({ accentColor: DARK_ACCENT_COLOR, accentColorForeground: '#1A1523' }), fonts };

/**
 * RainbowKit themes for both OS colour schemes, accent {@link ACCENT_COLOR}
 * ({@link DARK_ACCENT_COLOR} in dark) and the site's rounded font stack.
 * Passed as `{ lightMode, darkMode }`, the kit switches with
 * `prefers-color-scheme`. The kit's secondary and dim text colours are
 * darkened (light) or brightened (dark) to reach WCAG AA contrast (4.5:1)
 * on the modal's backgrounds: its defaults read at 3.2:1 and 1.7:1 (light)
 * and 2.4:1 (dark, dim).
 */
export const rainbowKitTheme = {
  lightMode: {
    ...light,
    colors: { ...light.colors, modalTextSecondary: 'rgba(60, 66, 66, 0.8)', modalTextDim: 'rgba(60, 66, 66, 0.75)' },
  },
  darkMode: { ...dark, colors: { ...dark.colors, modalTextDim: 'rgba(224, 232, 255, 0.6)' } },
};
