import type { Shipment } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Facts } from '#web/components/facts.tsx';
import { SettledChip } from '#web/components/shipment-chips.tsx';
import { useFormat } from '#web/lib/use-format.ts';

/** Who bought and how to reach them. */
export function ShipmentShopperFacts({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const { shopper } = shipment;
  return (
    <Facts
      rows={[
        [t('shipments.shopper.name'), shopper.name],
        [t('shipments.shopper.phone'), shopper.phone],
        [t('shipments.shopper.email'), shopper.email],
        [t('shipments.shopper.username'), shopper.username ? `@${shopper.username}` : null],
      ]}
    />
  );
}

/** Where from and where to, how far, who carries it and what the company charges. */
export function ShipmentDeliveryFacts({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const format = useFormat();
  const { courier } = shipment;
  return (
    <Facts
      rows={[
        [t('shipments.facts.store'), shipment.store.name],
        [t('shipments.facts.address'), shipment.address],
        [
          t('shipments.facts.distance'),
          shipment.km === null ? null : t('shipments.facts.km', { km: format.number(shipment.km) }),
        ],
        [t('shipments.facts.mode'), t(`shipments.modes.${shipment.mode}`)],
        [
          t('shipments.facts.courier'),
          courier ? `${courier.name} · ${courier.phone}` : t('shipments.facts.noCourier'),
        ],
        [
          t('shipments.facts.verifiedAt'),
          shipment.verified_at ? format.dateTime(shipment.verified_at, 'short') : null,
        ],
        [t('shipments.facts.price'), format.money(shipment.price)],
        [t('shipments.facts.settled'), <SettledChip key="settled" settled={shipment.settled} />],
        [
          t('shipments.facts.settledAt'),
          shipment.settled_at ? format.dateTime(shipment.settled_at, 'short') : null,
        ],
        [t('shipments.facts.settledBy'), shipment.settled_by],
      ]}
    />
  );
}
