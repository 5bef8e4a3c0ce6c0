import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS, type ThemeColor } from '#web/lib/settings.ts';
import { createAppTheme } from './theme.ts';

describe("the theme's accent colour", () => {
  it('is a hue of its own for every theme colour, readable under its text in light and dark mode', () => {
    for (const themeColor of Object.keys(THEME_COLORS) as ThemeColor[])
      for (const darkMode of [false, true]) {
        const { palette } = createAppTheme({ themeColor, darkMode, rtl: false });
        expect(palette.accent.main, `${themeColor} dark=${darkMode}`).not.toBe(palette.primary.main);
        expect(
          getContrastRatio(palette.accent.main, palette.accent.contrastText),
          `${themeColor} dark=${darkMode}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
  });
});
