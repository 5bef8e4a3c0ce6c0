import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the form to the other session pages (sign-up, recovery, back to login). */
  links?: readonly { to: string; label: string }[];
};

// What MUI's Link draws, on the Typography the card already uses: Link itself would add ~1 KB
// gzip to the sign-in page, the first page most people load.
const linkStyle = {
  textDecoration: 'underline',
  textDecorationColor: 'currentColor',
  textUnderlineOffset: 2,
  '&:hover': { textDecorationThickness: 2 },
} as const;

/** The card every public session page is drawn in. */
export function AuthCard({ title, subtitle, children, links = [] }: AuthCardProps) {
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
      {links.length > 0 ? (
        <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          {links.map((link) => (
            <Typography key={link.to} component={RouterLink} to={link.to} color="primary" sx={linkStyle}>
              {link.label}
            </Typography>
          ))}
        </Box>
      ) : null}
    </Paper>
  );
}
