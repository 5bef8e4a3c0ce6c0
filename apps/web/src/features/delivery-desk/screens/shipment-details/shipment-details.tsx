import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Shipment } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { DeliveryProof } from '#web/components/delivery-proof.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { Panel } from '#web/components/panel.tsx';
import { SaleHistory } from '#web/components/sale-history.tsx';
import { SaleItems } from '#web/components/sale-items.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { SettledChip, ShipmentCashChip, ShipmentStateChip } from '#web/components/shipment-chips.tsx';
import { ShipmentActions } from '#web/features/delivery-desk/components/shipment-actions.tsx';
import {
  ShipmentDeliveryFacts,
  ShipmentShopperFacts,
} from '#web/features/delivery-desk/components/shipment-facts.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useShipment } from '#web/lib/shipment.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';

/** A shipment of the company, its steps and history (/delivery-shopping-details/:id, /delivery-shipping-details/:id). */
export function ShipmentDetails() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const toVerify = useLocation().pathname.startsWith('/delivery-shopping-details');
  const shipment = useShipment('company', id);
  const notFound =
    !Number.isInteger(id) || id <= 0 || (shipment.error instanceof ApiError && shipment.error.status === 404);

  return (
    <ScreenTitle titleKey="delivery.shipmentDetails.title">
      <Button
        component={RouterLink}
        to={pathTo(toVerify ? 'deliveryShoppingList' : 'deliveryShippings')}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, displayPrint: 'none' }}
      >
        {t('shipments.details.back')}
      </Button>
      {notFound ? (
        <Alert severity="info">{t('shipments.details.notFound')}</Alert>
      ) : shipment.error && !shipment.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void shipment.refetch()}>
              {t('shipments.details.retry')}
            </Button>
          }
        >
          {loadErrorText(t, shipment.error)}
        </Alert>
      ) : shipment.data ? (
        <ShipmentView shipment={shipment.data} />
      ) : (
        <PageLoader />
      )}
    </ScreenTitle>
  );
}

function ShipmentView({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const panel = (id: string, title: string, body: React.ReactNode) => (
    <Panel title={title} id={id} headingLevel="h3">
      {body}
    </Panel>
  );
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h5" component="h2">
          {t('shipments.details.heading', { id: shipment.bill_id })}
        </Typography>
        <ShipmentStateChip state={shipment.state} size="medium" />
        <SettledChip settled={shipment.settled} size="medium" />
        <ShipmentCashChip cash={shipment.cash} size="medium" />
        <Typography color="text.secondary">{format.date(shipment.sale_day, 'long')}</Typography>
        <Stack sx={{ flexGrow: 1 }} />
        <ShipmentActions shipment={shipment} />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          {panel(
            'shipment-delivery',
            t('shipments.details.delivery'),
            <ShipmentDeliveryFacts shipment={shipment} />,
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {panel(
            'shipment-shopper',
            t('shipments.details.shopper'),
            <ShipmentShopperFacts shipment={shipment} />,
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          {panel(
            'shipment-proof',
            t('shipments.proof.title'),
            <DeliveryProof
              saleId={shipment.bill_id}
              image={shipment.proof_image}
              note={shipment.delivery_note}
            />,
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          {panel(
            'shipment-items',
            t('shipments.details.items'),
            <SaleItems
              bill={{
                items: shipment.items,
                subtotal: shipment.subtotal,
                total: shipment.total,
                shipping: Math.round((shipment.total - shipment.subtotal) * 100) / 100,
              }}
            />,
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          {panel(
            'shipment-history',
            t('shipments.details.history'),
            <SaleHistory entries={shipment.history} />,
          )}
        </Grid>
      </Grid>
    </Stack>
  );
}
