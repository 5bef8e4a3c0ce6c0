import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useMyCompany } from '#web/features/delivery-desk/api/company.queries.ts';
import { ChargingPanel } from '#web/features/delivery-desk/components/charging-panel.tsx';
import { CompanyDataForm } from '#web/features/delivery-desk/components/company-data-form.tsx';
import { CompanyLogoCard } from '#web/features/delivery-desk/components/company-logo-card.tsx';

/** /delivery-profile, the delivery company's landing page: its data, logo and how it charges. */
export function CompanyProfile() {
  const { t } = useTranslation();
  const company = useMyCompany();
  const data = company.data;
  return (
    <ScreenTitle titleKey="delivery.profile.title">
      {data ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <CompanyLogoCard company={data} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <CompanyDataForm key={`data-${data.id}`} company={data} />
              <ChargingPanel key={`rates-${data.id}`} company={data} />
            </Stack>
          </Grid>
        </Grid>
      ) : company.isPending ? (
        <PageLoader />
      ) : (
        <Alert severity="error">{loadErrorText(t, company.error)}</Alert>
      )}
    </ScreenTitle>
  );
}
