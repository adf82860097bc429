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

/**
 * The text of the `light` variant (badges such as the priority and status chips, light alerts and buttons) in the
 * light scheme: Mantine draws shade 9 on shade 1, which for these colours falls below WCAG AA's 4.5:1 (yellow 2.7:1,
 * lime 3.3:1, orange 3.6:1, green 3.8:1, teal 4.3:1, red 4.5:1). Shade 9 darkened just enough to reach 4.7:1; the
 * other colours already pass, and the dark scheme's light variant (shade 0 on a darkened shade 9) does too.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  red: '#c32929',
  teal: '#087756',
  green: '#267937',
  lime: '#4b780b',
  yellow: '#a65600',
  orange: '#b83d0d',
};

/**
 * The `outline` variant's colour and coloured text in the light scheme (shade 7 on white: yellow 2.1:1 up to pink 4.6:1, which falls
 * below on the grey page background): the light variant's text colour, or shade 9 where that passes already.
 */
const OUTLINE_COLORS = ['red', 'pink', 'blue', 'cyan', 'teal', 'green', 'lime', 'yellow', 'orange'];

/** Mantine's default dimmed greys measure about 3.3:1 (light) and 4:1 (dark); these reach 6:1 for body text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    ...Object.fromEntries(
      Object.entries(LIGHT_VARIANT_TEXT).map(([color, text]) => [`--mantine-color-${color}-light-color`, text]),
    ),
    ...Object.fromEntries(
      OUTLINE_COLORS.flatMap((color) => {
        const text = LIGHT_VARIANT_TEXT[color] ?? `var(--mantine-color-${color}-9)`;
        // Text in a colour (c="red") is drawn in the same shade 7 as the outline: the same darker colour.
        return [
          [`--mantine-color-${color}-outline`, text],
          [`--mantine-color-${color}-text`, text],
        ];
      }),
    ),
  },
  dark: { '--mantine-color-dimmed': '#a3a3a3' },
});
