import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Safety orange-red. Shade 7 (#c2410c) carries white text at 5.2:1 and is the filled/link shade.
const sathi: MantineColorsTuple = [
  '#fff4ed',
  '#ffe6d5',
  '#feccaa',
  '#fdac74',
  '#fb8a3c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

/**
 * System fonts only (no web-font download), each script of the ten languages named by the family
 * that covers it where a system has it: Android's and Linux's Noto families, Windows' Nirmala UI
 * (every Indian script) and Segoe UI (Arabic); Apple's system-ui covers them by itself. Urdu takes
 * Naskh in the app, compact enough for its forms at 360 px (the SOS page's own sheet prefers
 * Nastaliq, with the line height it needs). docs/decisions/0083-policies-in-every-language.md, "Fonts".
 */
const FONT_FAMILY = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Devanagari"',
  '"Noto Sans Bengali"',
  '"Noto Sans Telugu"',
  '"Noto Sans Tamil"',
  '"Noto Sans Gujarati"',
  '"Noto Sans Kannada"',
  '"Noto Sans Malayalam"',
  '"Noto Naskh Arabic"',
  '"Nirmala UI"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

export const theme = createTheme({
  // Someone who asked their device for less motion gets none: menus, dialogs and toasts appear at once.
  respectReducedMotion: true,
  primaryColor: 'sathi',
  primaryShade: { light: 7, dark: 6 },
  colors: { sathi },
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    TextInput: { defaultProps: { size: 'md' } },
    Select: { defaultProps: { size: 'md', comboboxProps: { shadow: 'md' } } },
    // Close buttons are bare icons: they need a name for screen readers (axe: button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A toast's text under its title is Mantine's gray-6 (3.3:1 on white); the dimmed grey above is AA.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

/**
 * Contrast fixes for WCAG AA (4.5:1): Mantine's default dimmed grey (#868e96) and error red
 * (#fa5252) are about 3.3:1 on white, and light-variant text in shade 7 on its tinted background is just under 4.5:1.
 * So is a light alert's title in green, red or yellow (a paid order's "Payment received", shade 7
 * on its tint: about 2.8:1, which axe found on the order's page): each gets a dark shade of its colour.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-sathi-light-color': sathi[8],
    '--mantine-color-green-light-color': '#1d6b30',
    '--mantine-color-red-light-color': '#b02525',
    '--mantine-color-yellow-light-color': '#7a4a00',
  },
  dark: {},
});
