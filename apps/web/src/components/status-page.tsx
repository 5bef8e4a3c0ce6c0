import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type StatusPageProps = {
  code?: string;
  title: string;
  text: string;
  actionLabel: string;
  actionTo: string;
  /** A first action that tries again (a screen that could not be loaded), before the link. */
  retry?: { label: string; onClick: () => void };
};

/** Full-message page for "no access", "not found" and unexpected errors. */
export function StatusPage({ code, title, text, actionLabel, actionTo, retry }: StatusPageProps) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 560, mx: 'auto' }}>
      {code ? (
        <Typography component="p" variant="h2" color="primary" sx={{ fontWeight: 700 }} aria-hidden>
          {code}
        </Typography>
      ) : null}
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        {retry ? (
          <Button variant="contained" onClick={retry.onClick}>
            {retry.label}
          </Button>
        ) : null}
        <Button component={RouterLink} to={actionTo} variant={retry ? 'outlined' : 'contained'}>
          {actionLabel}
        </Button>
      </Box>
    </Box>
  );
}

/** "Page not found" (404): an unknown address, or one whose parameter names nothing. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      actionLabel={t('errors.goHome')}
      actionTo="/"
    />
  );
}
