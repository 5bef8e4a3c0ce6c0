import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LanguageMenu } from '#web/components/language-menu.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';

/** Public pages (login, sign-up, recovery): one centred card. */
export function SessionLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        position: 'relative',
        background: (theme) =>
          `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
      }}
    >
      <LanguageMenu sx={{ position: 'absolute', top: 8, right: 8, color: '#fff' }} />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
