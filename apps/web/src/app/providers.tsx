import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ConfirmProvider } from '../components/dialogs/confirm-dialog.tsx';
import { ApiError } from '../lib/api-client.ts';
import { i18next } from '../lib/i18n.ts';
import { useSettings } from '../lib/settings.ts';
import { routerAnimationStyles } from './layout/router-animation.ts';
import { createAppTheme } from './theme.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Client errors will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/**
 * MUI's right-to-left needs the styles themselves flipped (margins, paddings, positions), not
 * only `dir="rtl"`: a second emotion cache runs every rule through stylis-plugin-rtl.
 */
const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

const globalStyles = (
  <GlobalStyles
    styles={(theme) => ({
      '.skip-link': {
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        padding: '8px 12px',
        background: theme.palette.background.paper,
        color: theme.palette.text.primary,
        borderRadius: 4,
      },
      '.skip-link:focus': { top: 8 },
      ...routerAnimationStyles,
    })}
  />
);

export function AppProviders({ children }: { children: ReactNode }) {
  const { themeColor, darkMode, rtl } = useSettings();
  const theme = useMemo(() => createAppTheme({ themeColor, darkMode, rtl }), [themeColor, darkMode, rtl]);

  useEffect(() => {
    document.documentElement.dir = rtl ? 'rtl' : 'ltr';
  }, [rtl]);

  return (
    <I18nextProvider i18n={i18next}>
      <CacheProvider value={rtl ? rtlCache : ltrCache}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          {globalStyles}
          <QueryClientProvider client={queryClient}>
            <SnackbarProvider
              maxSnack={3}
              anchorOrigin={{ vertical: 'top', horizontal: rtl ? 'left' : 'right' }}
            >
              <ConfirmProvider>{children}</ConfirmProvider>
            </SnackbarProvider>
          </QueryClientProvider>
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
