/**
 * The browser's colour around the page (`<meta name="theme-color">`, one
 * per colour scheme, and the web app manifest's `theme_color` and
 * `background_color` for light): the page background, `--bg` in
 * `styles/tokens.css`, so the browser's bar and the page meet without a
 * seam. Hex `#rrggbb`.
 */
export const THEME_COLORS = { light: '#ffffff', dark: '#141118' } as const;
