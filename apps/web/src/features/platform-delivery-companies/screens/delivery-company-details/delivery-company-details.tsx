import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyDetails } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useDeliveryCompanyDetails } from '#web/features/platform-delivery-companies/api/company-admin.queries.ts';
import { CompanyDialog } from '#web/features/platform-delivery-companies/components/company-dialog.tsx';
import { CompanyFacts } from '#web/features/platform-delivery-companies/components/company-facts.tsx';
import {
  CompanyDealers,
  CompanyStores,
} from '#web/features/platform-delivery-companies/components/company-relations.tsx';
import {
  CompanyShipments,
  CompanyShipmentTotals,
} from '#web/features/platform-delivery-companies/components/company-shipments.tsx';
import {
  CompanyStatusChip,
  isActive,
  useToggleCompanyStatus,
} from '#web/features/platform-delivery-companies/components/company-status.tsx';

/**
 * /delivery-company-details/:id: a company's data, its shipments' totals (settled and
 * unsettled), its linked stores, couriers and latest shipments.
 */
export function DeliveryCompanyDetails() {
  const { t } = useTranslation();
  const { id } = useParams();
  const details = useDeliveryCompanyDetails(Number(id));
  return (
    <ScreenTitle titleKey="deliveryCompanies.details.title">
      <Button
        component={RouterLink}
        to={paths.deliveryCompanies.path}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        {t('deliveryCompanies.backToList')}
      </Button>
      {details.data ? (
        <CompanyDetailsView details={details.data} />
      ) : details.isLoading ? (
        <PageLoader />
      ) : (
        <Alert severity="warning">
          {details.error ? loadErrorText(t, details.error) : t('deliveryCompanies.notFound')}
        </Alert>
      )}
    </ScreenTitle>
  );
}

function CompanyDetailsView({ details: { company, stores, dealers } }: { details: CompanyDetails }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const status = useToggleCompanyStatus();
  const sections = [
    { key: 'totals', body: <CompanyShipmentTotals companyId={company.id} /> },
    { key: 'stores', body: <CompanyStores stores={stores} /> },
    { key: 'dealers', body: <CompanyDealers dealers={dealers} /> },
    { key: 'shipments', body: <CompanyShipments companyId={company.id} /> },
  ];
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h2">
          {company.name}
        </Typography>
        <CompanyStatusChip company={company} />
        <Stack direction="row" spacing={1} sx={{ marginInlineStart: 'auto' }}>
          <Button
            color={isActive(company) ? 'warning' : 'success'}
            onClick={() => void status.toggle(company)}
            loading={status.pending}
          >
            {t(isActive(company) ? 'deliveryCompanies.suspend' : 'deliveryCompanies.activate')}
          </Button>
          <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
            {t('deliveryCompanies.edit')}
          </Button>
        </Stack>
      </Stack>
      <CompanyFacts company={company} />
      {sections.map(({ key, body }) => (
        <section key={key} aria-labelledby={`company-${key}`}>
          <Typography id={`company-${key}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`deliveryCompanies.details.${key}`)}
          </Typography>
          {body}
        </section>
      ))}
      {editing ? <CompanyDialog company={company} onClose={() => setEditing(false)} /> : null}
    </Stack>
  );
}
