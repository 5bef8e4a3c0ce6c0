import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dealer } from '@vitrina/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Facts } from '#web/components/facts.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useConfirmedDelete } from '#web/components/row-actions.tsx';
import { type DealerSide, useDealer, useDeleteDealer } from '#web/features/dealers/api/dealer.queries.ts';
import { capitalize } from '#web/lib/format.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { DealerDialog } from './dealer-dialog.tsx';
import { DealerStatusChip, dealerName } from './dealer-table.tsx';

const listPath = (side: DealerSide) =>
  side.kind === 'store' ? paths.dealers.path : paths.deliveryDealers.path;

/**
 * One courier of the side, from the route's :id: its facts, edit and a confirmed delete;
 * `sections`: what the side shows below, once the courier is found (the company's: its shipments).
 */
export function DealerDetailsView({
  side,
  sections,
}: {
  side: DealerSide;
  sections?: (dealer: Dealer) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id } = useParams();
  const dealer = useDealer(side, Number(id));
  return (
    <>
      <Button component={RouterLink} to={listPath(side)} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('dealers.backToList')}
      </Button>
      {dealer.data ? (
        <>
          <DealerCard side={side} dealer={dealer.data} />
          {sections?.(dealer.data)}
        </>
      ) : dealer.isLoading ? (
        <PageLoader />
      ) : (
        <Alert severity="warning">
          {dealer.error ? loadErrorText(t, dealer.error) : t('dealers.notFound')}
        </Alert>
      )}
    </>
  );
}

function DealerCard({ side, dealer }: { side: DealerSide; dealer: Dealer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const remove = useDeleteDealer(side);
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState(false);

  const onDelete = async () => {
    if (await confirmedDelete({ run: () => remove.mutateAsync(dealer.id), toasts: 'dealers' })) {
      await navigate(listPath(side));
    }
  };

  const rows: [string, string][] = [
    [t('fields.phone'), dealer.phone],
    [t('dealers.form.documentType'), `${dealer.identification_type}-${dealer.identification}`],
    [t('fields.vehicle'), dealer.vehicle ?? '—'],
    [t('fields.plate'), dealer.plate ?? '—'],
    [t('dealers.since'), format.date(dealer.created_at, 'long')],
  ];

  return (
    <Card variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2">
            {dealerName(dealer)}
          </Typography>
          <DealerStatusChip dealer={dealer} />
        </Stack>
        {/* The contract's field names are lower case: labels start with a capital here. */}
        <Facts rows={rows.map(([label, value]) => [capitalize(label), value] as const)} />
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button
            color="error"
            startIcon={<DeleteOutlinedIcon />}
            onClick={onDelete}
            loading={remove.isPending}
          >
            {t('actions.delete')}
          </Button>
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            {t('dealers.edit')}
          </Button>
        </Stack>
      </CardContent>
      {editing ? <DealerDialog side={side} dealer={dealer} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
