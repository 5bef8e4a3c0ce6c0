import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryCompany } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import type { DataColumn } from '#web/components/data-table.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { CompanyStatusChip, isActive, useToggleCompanyStatus } from './company-status.tsx';

/** The admin's company list: name and code, administrator, charging, fee, status, actions. */
export function useCompanyColumns(onEdit: (company: DeliveryCompany) => void): DataColumn<DeliveryCompany>[] {
  const { t } = useTranslation();
  const format = useFormat();
  const status = useToggleCompanyStatus();
  return [
    {
      id: 'name',
      header: t('deliveryCompanies.columns.name'),
      cell: (c) => (
        <Stack>
          <Link component={RouterLink} to={pathTo('deliveryCompanyDetails', { id: c.id })}>
            {c.name}
          </Link>
          {c.code ? (
            <Typography variant="caption" color="text.secondary">
              {c.code}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'admin',
      header: t('deliveryCompanies.columns.admin'),
      cell: (c) => (c.primary_admin ? `${c.primary_admin.name} · ${c.primary_admin.email}` : '—'),
    },
    {
      id: 'mode',
      header: t('deliveryCompanies.columns.mode'),
      cell: (c) =>
        t(c.geolocation_mode ? 'deliveryCompanies.mode.geolocation' : 'deliveryCompanies.mode.routes'),
    },
    {
      id: 'fee',
      header: t('deliveryCompanies.columns.fee'),
      align: 'right',
      cell: (c) => format.money(c.fee),
    },
    {
      id: 'status',
      header: t('deliveryCompanies.columns.status'),
      cell: (c) => <CompanyStatusChip company={c} />,
    },
    {
      id: 'actions',
      header: t('deliveryCompanies.columns.actions'),
      align: 'right',
      cell: (c) => (
        <RowActions editLabel={t('deliveryCompanies.editOne', { name: c.name })} onEdit={() => onEdit(c)}>
          <IconButton
            aria-label={t(isActive(c) ? 'deliveryCompanies.suspendOne' : 'deliveryCompanies.activateOne', {
              name: c.name,
            })}
            onClick={() => void status.toggle(c)}
            disabled={status.pending}
          >
            {isActive(c) ? <BlockIcon /> : <CheckCircleOutlinedIcon />}
          </IconButton>
        </RowActions>
      ),
    },
  ];
}
