import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '../../../components/load-error.ts';

type LoadedProps = {
  query: { isPending: boolean; error: unknown; data?: unknown };
  empty: boolean;
  children: ReactNode;
};

/** Loading, failed or empty; otherwise the content. */
export function Loaded({ query, empty, children }: LoadedProps) {
  const { t } = useTranslation();
  if (query.error && !query.data) return <Alert severity="error">{loadErrorText(t, query.error)}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={120} />;
  if (empty)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {t('salesDashboard.empty')}
      </Typography>
    );
  return <>{children}</>;
}
