import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type ReactNode, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '#web/components/load-error.ts';
import { Placeholder } from './placeholder.tsx';

type LoadedProps = {
  query: { isPending: boolean; error: unknown; data?: unknown };
  empty: boolean;
  children: ReactNode;
};

/** Loading, failed or empty; otherwise the content. */
export function Loaded({ query, empty, children }: LoadedProps) {
  const { t } = useTranslation();
  // A first answer is drawn in a background render: the skeleton stays for that render, and
  // React builds the content in slices the phone can answer input between, instead of inside
  // the one task that delivered the answer (each panel's was a long task on the dashboard).
  const pending = useDeferredValue(query.isPending);
  if (query.error && !query.data) return <Alert severity="error">{loadErrorText(t, query.error)}</Alert>;
  if (pending) return <Placeholder height={120} />;
  if (empty)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {t('salesDashboard.empty')}
      </Typography>
    );
  return <>{children}</>;
}
