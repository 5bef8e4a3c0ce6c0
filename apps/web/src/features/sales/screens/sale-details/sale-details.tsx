import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { Bill } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { Panel } from '#web/components/panel.tsx';
import { SaleHistory } from '#web/components/sale-history.tsx';
import { SaleItems } from '#web/components/sale-items.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useBill } from '#web/features/sales/api/bill.queries.ts';
import {
  SaleCustomerFacts,
  SalePaymentFacts,
  SaleShippingFacts,
} from '#web/features/sales/components/sale-facts.tsx';
import { SalePartsPanel, showsParts } from '#web/features/sales/components/sale-parts.tsx';
import { SaleHeading, SaleNotices } from '#web/features/sales/components/sale-summary.tsx';
import { ApiError } from '#web/lib/api-client.ts';

/** Everything about one sale, its history and the steps allowed from where it is (/shopping-details/:id). */
export function SaleDetails() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.id);
  const bill = useBill(id);
  const notFound =
    !Number.isInteger(id) || id <= 0 || (bill.error instanceof ApiError && bill.error.status === 404);

  return (
    <ScreenTitle titleKey="sales.details.title">
      <Button
        component={RouterLink}
        to={pathTo('shoppingList')}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, displayPrint: 'none' }}
      >
        {t('sales.details.back')}
      </Button>
      {notFound ? (
        <Alert severity="info">{t('sales.details.notFound')}</Alert>
      ) : bill.error && !bill.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void bill.refetch()}>
              {t('sales.details.retry')}
            </Button>
          }
        >
          {loadErrorText(t, bill.error)}
        </Alert>
      ) : bill.data ? (
        <SaleView bill={bill.data} />
      ) : (
        <PageLoader />
      )}
    </ScreenTitle>
  );
}

const SECTIONS = [
  { id: 'sale-customer', titleKey: 'sales.customer.title', Body: SaleCustomerFacts },
  { id: 'sale-payment', titleKey: 'sales.payment.title', Body: SalePaymentFacts },
  { id: 'sale-shipping', titleKey: 'sales.shipping.title', Body: SaleShippingFacts },
] as const;

function SaleView({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <SaleHeading bill={bill} />
      <SaleNotices bill={bill} />
      <Grid container spacing={2}>
        {SECTIONS.map(({ id, titleKey, Body }) => (
          <Grid key={id} size={{ xs: 12, md: 4 }}>
            <Panel title={t(titleKey)} id={id} headingLevel="h3">
              <Body bill={bill} />
            </Panel>
          </Grid>
        ))}
        {showsParts(bill) ? (
          <Grid size={12}>
            <SalePartsPanel bill={bill} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, lg: 8 }}>
          <Panel title={t('sales.items.title')} id="sale-items" headingLevel="h3">
            <SaleItems bill={bill} />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Panel title={t('sales.history.title')} id="sale-history" headingLevel="h3">
            <SaleHistory entries={bill.history} />
          </Panel>
        </Grid>
      </Grid>
    </Stack>
  );
}
