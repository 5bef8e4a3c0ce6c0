import type { Localization } from '@mui/material/locale';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { prefersReducedMotion } from '#web/lib/motion.ts';
import { type Settings, THEME_COLORS } from '#web/lib/settings.ts';

declare module '@mui/material/styles' {
  interface Palette {
    /** The theme colour's contrasting hue (THEME_COLORS): `accent.main`, `accent.contrastText`. */
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

const NO_TIME = {
  shortest: 0,
  shorter: 0,
  short: 0,
  standard: 0,
  complex: 0,
  enteringScreen: 0,
  leavingScreen: 0,
};
const STILL: ThemeOptions['transitions'] = {
  create: () => 'none',
  duration: NO_TIME,
  getAutoHeightDuration: () => 0,
};

/**
 * The panel's MUI theme for the customizer's choices (colour, dark mode, direction) and the
 * language's MUI locale pack, which translates MUI's own labels ("Open", "No options"…).
 * `overrides` are merged last, in the same pass: every createTheme costs a few milliseconds of
 * the first render on a phone. Someone who asked the system for less motion gets none: menus,
 * dialogs and answers that unfold appear at once, so nothing slides away from a finger.
 */
export function createAppTheme(
  settings: Pick<Settings, 'themeColor' | 'darkMode' | 'rtl'>,
  locale: Localization = {},
  overrides: ThemeOptions = {},
): Theme {
  const colour = THEME_COLORS[settings.themeColor];
  const dark = settings.darkMode;
  return createTheme(
    {
      direction: settings.rtl ? 'rtl' : 'ltr',
      palette: {
        mode: dark ? 'dark' : 'light',
        // In dark mode the light tone of the hue keeps text and outlines readable on the dark surface.
        primary: dark
          ? { main: colour.light, dark: colour.main, light: colour.light }
          : { main: colour.main, dark: colour.dark, light: colour.light },
        secondary: { main: dark ? '#80cbc4' : '#00695c' },
        accent: { main: colour.accent[dark ? 1 : 0], contrastText: dark ? '#121212' : '#fff' },
        background: dark
          ? { default: '#121212', paper: '#1e1e1e' }
          : { default: '#f5f5f9', paper: '#ffffff' },
      },
      shape: { borderRadius: 8 },
      ...(prefersReducedMotion() ? { transitions: STILL } : {}),
      typography: {
        fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      },
    },
    locale,
    overrides,
  );
}
