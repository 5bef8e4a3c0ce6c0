import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Dealer } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { Facts } from '../../../../components/facts.tsx';
import { loadErrorText } from '../../../../components/load-error.ts';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useConfirmedDelete } from '../../../../components/row-actions.tsx';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { capitalize } from '../../../../lib/format.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { useDealer, useDeleteDealer } from '../../api/dealer.queries.ts';
import { DealerDialog } from '../../components/dealer-dialog.tsx';

export function DealerDetails() {
  const { t } = useTranslation();
  const { id } = useParams();
  const dealer = useDealer(Number(id));
  return (
    <ScreenTitle titleKey="dealers.details.title">
      <Button component={RouterLink} to={paths.dealers.path} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('dealers.backToList')}
      </Button>
      {dealer.data ? (
        <DealerCard dealer={dealer.data} />
      ) : dealer.isLoading ? (
        <PageLoader />
      ) : (
        <Alert severity="warning">
          {dealer.error ? loadErrorText(t, dealer.error) : t('dealers.notFound')}
        </Alert>
      )}
    </ScreenTitle>
  );
}

function DealerCard({ dealer }: { dealer: Dealer }) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const remove = useDeleteDealer();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState(false);
  const name = `${dealer.name} ${dealer.lastname}`.trim();

  const onDelete = async () => {
    if (await confirmedDelete({ run: () => remove.mutateAsync(dealer.id), toasts: 'dealers' })) {
      await navigate(paths.dealers.path);
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
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Typography variant="h5" component="h2">
            {name}
          </Typography>
          <Chip
            size="small"
            color={dealer.active ? 'success' : 'default'}
            label={t(dealer.active ? 'dealers.active' : 'dealers.inactive')}
          />
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
      {editing ? <DealerDialog dealer={dealer} onClose={() => setEditing(false)} /> : null}
    </Card>
  );
}
