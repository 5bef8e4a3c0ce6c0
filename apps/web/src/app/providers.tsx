import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18next, useMuiLocale } from '../lib/i18n.ts';
import { useSettings } from '../lib/settings.ts';
import { useToastsWanted } from '../lib/toast.ts';
import { useEmotionCache } from './emotion-cache.ts';
import { createAppTheme } from './theme.ts';

// notistack loads with the first toast (lib/toast.ts).
const ToastLayer = lazy(() => import('../components/toast-layer.tsx'));

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
          <CssBaseline enableColorScheme />
          {children}
          {toastsWanted ? (
            <Suspense fallback={null}>
              <ToastLayer rtl={rtl} />
            </Suspense>
          ) : null}
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
