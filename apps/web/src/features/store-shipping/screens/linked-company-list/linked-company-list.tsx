import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreCompany } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '#web/components/data-table.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useStoreCompanies } from '#web/features/store-shipping/api/link.queries.ts';
import { CompanyLinkButton } from '#web/features/store-shipping/components/company-link-button.tsx';
import { useFormat } from '#web/lib/use-format.ts';

/** /linked-delivery-companies: the active delivery companies; the store links and unlinks them. */
export function LinkedCompanyList() {
  const { t } = useTranslation();
  const format = useFormat();
  const companies = useStoreCompanies();

  const columns: DataColumn<StoreCompany>[] = [
    {
      id: 'company',
      header: t('shipping.linkedCompanies.columns.company'),
      cell: (c) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar src={c.logo ?? undefined} alt="" variant="rounded" sx={{ width: 36, height: 36 }}>
            <LocalShippingOutlinedIcon fontSize="small" />
          </Avatar>
          <Stack>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.name}
            </Typography>
            {c.phone ? (
              <Typography variant="caption" color="text.secondary">
                {c.phone}
              </Typography>
            ) : null}
          </Stack>
        </Stack>
      ),
    },
    {
      id: 'pricing',
      header: t('shipping.linkedCompanies.columns.pricing'),
      cell: (c) =>
        c.geolocation_mode
          ? t('shipping.linkedCompanies.byDistance', {
              rate: format.money(c.rate_per_km),
              min: format.money(c.min_rate),
            })
          : t('shipping.linkedCompanies.byRoutes'),
    },
    {
      id: 'fee',
      header: t('shipping.linkedCompanies.columns.fee'),
      align: 'right',
      cell: (c) => format.money(c.fee),
    },
    {
      id: 'charge',
      header: t('shipping.linkedCompanies.columns.charge'),
      cell: (c) =>
        t(c.can_charge ? 'shipping.linkedCompanies.shopperPays' : 'shipping.linkedCompanies.storePays'),
    },
    {
      id: 'status',
      header: t('shipping.linkedCompanies.columns.status'),
      cell: (c) =>
        c.linked ? (
          <Chip
            size="small"
            color="success"
            label={
              c.linked_at
                ? t('shipping.linkedCompanies.linkedSince', { date: format.date(c.linked_at) })
                : t('shipping.linkedCompanies.linked')
            }
          />
        ) : (
          <Chip size="small" label={t('shipping.linkedCompanies.notLinked')} />
        ),
    },
    {
      id: 'actions',
      header: t('shipping.linkedCompanies.columns.actions'),
      align: 'right',
      cell: (c) => <CompanyLinkButton company={c} />,
    },
  ];

  return (
    <ScreenTitle titleKey="shipping.linkedCompanies.title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('shipping.linkedCompanies.hint')}
      </Typography>
      <DataTable
        label={t('shipping.linkedCompanies.tableLabel')}
        columns={columns}
        rows={companies.data}
        rowKey={(c) => c.id}
        loading={companies.isPending}
        fetching={companies.isFetching}
        error={companies.error}
        onRetry={() => companies.refetch()}
        emptyText={t('shipping.linkedCompanies.empty')}
      />
    </ScreenTitle>
  );
}
