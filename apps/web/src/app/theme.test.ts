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

describe('the theme and reduced motion', () => {
  const withMotionPreference = (reduce: boolean) => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion: reduce'),
        media: query,
      }) as MediaQueryList;
    try {
      return createAppTheme({ themeColor: 'blue', darkMode: false, rtl: false });
    } finally {
      window.matchMedia = original;
    }
  };

  it('unfolds, slides and fades nothing for someone who asked for less motion', () => {
    const { transitions } = withMotionPreference(true);
    expect(transitions.create(['height', 'opacity'])).toBe('none');
    expect(transitions.getAutoHeightDuration(600)).toBe(0);
    expect(transitions.duration.enteringScreen).toBe(0);
  });

  it('keeps the usual motion otherwise', () => {
    const { transitions } = withMotionPreference(false);
    expect(transitions.create('height')).toContain('height');
    expect(transitions.getAutoHeightDuration(600)).toBeGreaterThan(0);
  });
});
