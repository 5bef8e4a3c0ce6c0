import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Bill } from '@vitrina/contract';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { pathTo } from '../../../../app/paths.ts';
import { loadErrorText } from '../../../../components/data-table.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { PaymentStatusChip, SaleStatusChip } from '../../../../components/sale-status-chip.tsx';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatMoney } from '../../../../lib/format.ts';
import { useBill } from '../../api/bill.queries.ts';
import { ProofImage } from '../../components/proof-image.tsx';
import { SaleActions } from '../../components/sale-actions.tsx';
import { SaleHistory } from '../../components/sale-history.tsx';
import { SaleItems } from '../../components/sale-items.tsx';

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

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h6" component="h3" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Label / value pairs; empty values are left out. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.75, m: 0 }}
    >
      {shown.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

function SaleLinks({ ids }: { ids: readonly number[] }) {
  const { t } = useTranslation();
  return (
    <>
      {ids.map((other, i) => (
        <Fragment key={other}>
          {i > 0 ? ', ' : ''}
          <Link
            component={RouterLink}
            to={pathTo('shoppingDetails', { id: other })}
            aria-label={t('sales.list.open', { id: other })}
          >
            #{other}
          </Link>
        </Fragment>
      ))}
    </>
  );
}

function SaleView({ bill }: { bill: Bill }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  const { customer, shipping_info: shipping, warnings } = bill;
  const method = bill.payment_method
    ? t(`sales.paymentMethods.${bill.payment_method}`, { defaultValue: bill.payment_method })
    : null;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h5" component="h2">
              {t('sales.details.heading', { id: bill.id })}
            </Typography>
            <SaleStatusChip status={bill.status} size="medium" />
            <PaymentStatusChip status={bill.payment_status} size="medium" />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('sales.details.placed', {
              date: when.format(new Date(bill.created_at)),
              channel: t(`sales.channels.${bill.channel}`),
            })}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 1 }}>
            {formatMoney(bill.total, i18n.language)}
            {bill.ves_amount !== null ? (
              <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
                {formatMoney(bill.ves_amount, i18n.language, 'VES')}
              </Typography>
            ) : null}
          </Typography>
        </Box>
        <SaleActions bill={bill} />
      </Stack>

      {warnings.same_reference.length > 0 || warnings.same_proof.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>{t('sales.warnings.title')}</AlertTitle>
          {warnings.same_reference.length > 0 ? (
            <Typography variant="body2">
              {t('sales.warnings.sameReference', { reference: bill.payment_reference ?? '' })}{' '}
              <SaleLinks ids={warnings.same_reference} />
            </Typography>
          ) : null}
          {warnings.same_proof.length > 0 ? (
            <Typography variant="body2">
              {t('sales.warnings.sameProof')} <SaleLinks ids={warnings.same_proof} />
            </Typography>
          ) : null}
        </Alert>
      ) : null}

      {bill.cancellation_note ? (
        <Alert severity="info">
          <AlertTitle>{t('sales.details.cancellationNote')}</AlertTitle>
          {bill.cancellation_note}
        </Alert>
      ) : null}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('sales.customer.title')} id="sale-customer">
            <Facts
              rows={[
                [t('sales.customer.name'), `${customer.name} ${customer.lastname}`.trim()],
                [t('sales.customer.email'), customer.email],
                [t('sales.customer.phone'), customer.phone],
                [t('sales.customer.username'), customer.username ? `@${customer.username}` : null],
                [t('sales.customer.channel'), t(`sales.channels.${bill.channel}`)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('sales.payment.title')} id="sale-payment">
            <Facts
              rows={[
                [t('sales.payment.method'), method],
                [t('sales.payment.currency'), bill.payment_currency],
                [
                  t('sales.payment.bank'),
                  bill.bank ? `${bill.bank.bank_name} (${bill.bank.account_type})` : null,
                ],
                [t('sales.payment.reference'), bill.payment_reference],
                [t('sales.payment.totalUsd'), formatMoney(bill.total, i18n.language)],
                [
                  t('sales.payment.rate'),
                  bill.dollar_rate === null
                    ? null
                    : t('sales.payment.rateValue', {
                        rate: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(
                          bill.dollar_rate,
                        ),
                      }),
                ],
                [
                  t('sales.payment.vesAmount'),
                  bill.ves_amount === null ? null : formatMoney(bill.ves_amount, i18n.language, 'VES'),
                ],
                [t('sales.payment.status'), <PaymentStatusChip key="paid" status={bill.payment_status} />],
              ]}
            />
            <Box sx={{ mt: 2 }}>
              {bill.proof_image ? (
                <ProofImage src={bill.proof_image} saleId={bill.id} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('sales.payment.noProof')}
                </Typography>
              )}
            </Box>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Section title={t('sales.shipping.title')} id="sale-shipping">
            <Facts
              rows={[
                [t('sales.shipping.mode'), t(`sales.shipping.modes.${shipping.mode}`)],
                [t('sales.shipping.address'), shipping.address],
                [
                  t('sales.shipping.distance'),
                  shipping.km === null ? null : t('sales.shipping.km', { km: shipping.km }),
                ],
                [
                  t('sales.shipping.company'),
                  shipping.company_id === null
                    ? null
                    : t('sales.shipping.companyNumber', { id: shipping.company_id }),
                ],
                [t('sales.shipping.fee'), formatMoney(bill.shipping, i18n.language)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Section title={t('sales.items.title')} id="sale-items">
            <SaleItems bill={bill} />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Section title={t('sales.history.title')} id="sale-history">
            <SaleHistory entries={bill.history} />
          </Section>
        </Grid>
      </Grid>
    </Stack>
  );
}
