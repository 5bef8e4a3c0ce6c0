import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The card every public session page is drawn in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <Paper elevation={3} sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 } }}>
      <Typography
        component="p"
        variant="h5"
        color="primary"
        sx={{ fontWeight: 700, letterSpacing: 0.5, mb: 2, textAlign: 'center' }}
      >
        {t('app.name')}
      </Typography>
      <Typography component="h1" variant="h5" sx={{ mb: subtitle ? 1 : 3, fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
      {children}
      {footer ? <Box sx={{ mt: 3 }}>{footer}</Box> : null}
    </Paper>
  );
}
