import type { Localization } from '@mui/material/locale';
import type { Theme } from '@mui/material/styles';
import { createAppTheme } from '#web/app/theme.ts';
import { type Settings, type Surface, THEME_COLORS } from '#web/lib/settings.ts';

const DARK_SURFACE = '#1a1a27';

/**
 * The theme inside the sidebar or the header for the customizer's surface colour. Dark and
 * theme-colour surfaces use a dark palette, so every text and icon on them keeps its contrast.
 */
export function surfaceTheme(
  base: Theme,
  surface: Surface,
  settings: Pick<Settings, 'themeColor' | 'rtl'>,
  forceDark = false,
): { theme: Theme; background: string } {
  if (surface === 'light' && !forceDark) return { theme: base, background: base.palette.background.paper };
  const background = surface === 'primary' ? THEME_COLORS[settings.themeColor].main : DARK_SURFACE;
  // The base theme's components carry the language's MUI labels (the header search's "Open").
  const theme = createAppTheme(
    { ...settings, darkMode: true },
    { components: base.components as Localization['components'] },
    {
      palette: {
        background: { paper: background },
        // On the theme-colour surface the selected entry is marked in white, not in the same hue.
        ...(surface === 'primary' ? { primary: { main: '#ffffff' } } : {}),
      },
    },
  );
  return { theme, background };
}
