import { type CSSVariablesResolver, createTheme } from '@mantine/core';

// System fonts only: D26 forbids external font hosts, and no webfont download keeps the public pages fast.
const SYSTEM_FONTS =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, " +
  "'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 in both schemes keeps white button text above WCAG AA's 4.5:1 (shades 5 and 6 fall below it).
  primaryShade: { light: 7, dark: 7 },
  fontFamily: SYSTEM_FONTS,
  headings: { fontFamily: SYSTEM_FONTS, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** Mantine's default dimmed greys measure about 3.3:1 (light) and 4:1 (dark); these reach 6:1 for body text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636a' },
  dark: { '--mantine-color-dimmed': '#a3a3a3' },
});
