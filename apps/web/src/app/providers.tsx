import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { i18next } from '../lib/i18n.ts';
import { theme } from './theme.ts';

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

const globalStyles = (
  <GlobalStyles
    styles={{
      '.skip-link': {
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        padding: '8px 12px',
        background: '#fff',
        color: '#311b92',
        borderRadius: 4,
      },
      '.skip-link:focus': { top: 8 },
    }}
  />
);

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {globalStyles}
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider maxSnack={3} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
