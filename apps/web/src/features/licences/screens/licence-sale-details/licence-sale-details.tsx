import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { LicencePaymentDetail } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { Panel } from '#web/components/panel.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { usePayment } from '#web/features/licences/api/payment.queries.ts';
import { PayerFacts, PaymentFacts, PaymentProof } from '#web/features/licences/components/payment-facts.tsx';
import { PaymentDuplicates, PaymentHeading } from '#web/features/licences/components/payment-heading.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** /license-sales/:id (admin): one licence payment, its proof, duplicate warnings and the decision. */
export function LicenceSaleDetails() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const payment = usePayment(id);
  const notFound =
    !Number.isInteger(id) ||
    id <= 0 ||
    payment.data === null ||
    (payment.error instanceof ApiError && payment.error.status === 404);

  return (
    <ScreenTitle titleKey="licences.details.title">
      <Button component={RouterLink} to={pathTo('licenseSales')} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        {t('licences.details.back')}
      </Button>
      {notFound ? (
        <Alert severity="info">{t('licences.details.notFound')}</Alert>
      ) : payment.error && !payment.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void payment.refetch()}>
              {t('licences.details.retry')}
            </Button>
          }
        >
          {loadErrorText(t, payment.error)}
        </Alert>
      ) : payment.data ? (
        <PaymentView payment={payment.data} />
      ) : (
        <PageLoader />
      )}
    </ScreenTitle>
  );
}

const SECTIONS = [
  { id: 'licence-payment', titleKey: 'licences.details.payment', Body: PaymentFacts },
  { id: 'licence-payer', titleKey: 'licences.details.payer', Body: PayerFacts },
  { id: 'licence-proof', titleKey: 'licences.proof.title', Body: PaymentProof },
] as const;

function PaymentView({ payment }: { payment: LicencePaymentDetail }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PaymentHeading payment={payment} />
      <PaymentDuplicates payment={payment} />
      <Grid container spacing={2}>
        {SECTIONS.map(({ id, titleKey, Body }) => (
          <Grid key={id} size={{ xs: 12, md: 4 }}>
            <Panel title={t(titleKey)} id={id} headingLevel="h3">
              <Body payment={payment} />
            </Panel>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
