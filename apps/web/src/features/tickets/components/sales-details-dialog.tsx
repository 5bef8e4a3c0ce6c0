import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '#web/components/dialogs/app-dialog.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useTicketBill } from '#web/features/tickets/api/ticket-sales.queries.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { SalesDetailsBody } from './sales-details-body.tsx';

/** One ticket sale over the list: buyer, lines, payment, proof, warnings, tickets and its review. */
export function SalesDetailsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const bill = useTicketBill(id);
  const notFound = bill.error instanceof ApiError && bill.error.status === 404;
  return (
    <AppDialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={phone} aria-labelledby={titleId}>
      {/* The title's text alone names the dialog, not its close button too (MUI would give the
          title itself the dialog's aria-labelledby without an id of its own). */}
      <DialogTitle id={`${titleId}-heading`} sx={{ pr: 6 }}>
        <span id={titleId}>{t('ticketSales.details.title', { id })}</span>
        <IconButton
          onClick={onClose}
          aria-label={t('actions.close')}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {notFound ? (
          <Alert severity="info">{t('ticketSales.details.notFound')}</Alert>
        ) : bill.error && !bill.data ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void bill.refetch()}>
                {t('ticketSales.details.retry')}
              </Button>
            }
          >
            {loadErrorText(t, bill.error)}
          </Alert>
        ) : bill.data ? (
          <SalesDetailsBody bill={bill.data} />
        ) : (
          <PageLoader />
        )}
      </DialogContent>
    </AppDialog>
  );
}
