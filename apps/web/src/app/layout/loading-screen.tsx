import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The panel's first-load screen (SPEC.md §2, 2 s). */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 10,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 3,
        bgcolor: 'background.default',
      }}
    >
      <Typography component="p" variant="h4" sx={{ fontWeight: 700, color: 'text.primary' }}>
        {t('app.name')}
      </Typography>
      <CircularProgress aria-hidden="true" />
      <Typography component="p" sx={{ color: 'text.secondary' }}>
        {t('app.loading')}
      </Typography>
    </Box>
  );
}
