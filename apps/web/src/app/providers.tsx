import { CacheProvider } from '@emotion/react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next, useMuiLocale } from '#web/lib/i18n.ts';
import { useSettings } from '#web/lib/settings.ts';
import { useToastsWanted } from '#web/lib/toast.ts';
import { useEmotionCache } from './emotion-cache.ts';
import { createAppTheme } from './theme.ts';

// notistack loads with the first toast (lib/toast.ts).
const ToastLayer = lazy(() => import('#web/components/toast-layer.tsx'));

// What MUI's CssBaseline sets for a theme without CSS variables, written out: CssBaseline's own
// module handles color-scheme selectors and overrides this panel never uses (~0.5 KB gzip on the
// first page most people load).
const baseline = (
  <GlobalStyles
    styles={(theme) => ({
      html: {
        WebkitFontSmoothing: 'antialiased',
        MozOsxFontSmoothing: 'grayscale',
        boxSizing: 'border-box',
        WebkitTextSizeAdjust: '100%',
        colorScheme: theme.palette.mode,
      },
      '*, *::before, *::after': { boxSizing: 'inherit' },
      'strong, b': { fontWeight: theme.typography.fontWeightBold },
      body: {
        margin: 0,
        color: theme.palette.text.primary,
        ...theme.typography.body1,
        backgroundColor: theme.palette.background.default,
        '@media print': { backgroundColor: theme.palette.common.white },
        '&::backdrop': { backgroundColor: theme.palette.background.default },
      },
    })}
  />
);

export function AppProviders({ children }: { children: ReactNode }) {
  const settings = useSettings();
  const { cache, rtl } = useEmotionCache(settings.rtl);
  const { themeColor, darkMode } = settings;
  const toastsWanted = useToastsWanted();
  const muiLocale = useMuiLocale();
  const theme = useMemo(
    () => createAppTheme({ themeColor, darkMode, rtl }, muiLocale),
    [themeColor, darkMode, rtl, muiLocale],
  );

  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }, [rtl]);

  return (
    <I18nextProvider i18n={i18next}>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          {baseline}
          {children}
          {toastsWanted ? (
            <Suspense fallback={null}>
              <ToastLayer />
            </Suspense>
          ) : null}
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
