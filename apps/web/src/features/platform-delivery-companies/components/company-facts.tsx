import type { DeliveryCompany } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Facts } from '#web/components/facts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { useFormat } from '#web/lib/use-format.ts';

const person = (a: DeliveryCompany['primary_admin']) => (a ? `${a.name} (${a.email})` : null);

/** The company's data as the admin reads it. */
export function CompanyFacts({ company: c }: { company: DeliveryCompany }) {
  const { t } = useTranslation();
  const format = useFormat();
  const f = (key: string) => t(`deliveryCompanies.facts.${key}`);
  return (
    <Panel title={t('deliveryCompanies.details.data')} id="company-data">
      <Facts
        rows={[
          [f('code'), c.code],
          [f('phone'), c.phone],
          [f('address'), c.address],
          [f('primaryAdmin'), person(c.primary_admin)],
          [f('secondaryAdmin'), person(c.secondary_admin)],
          [
            f('charge'),
            t(c.can_charge ? 'deliveryCompanies.charge.shopper' : 'deliveryCompanies.charge.store'),
          ],
          [f('fee'), format.money(c.fee)],
          [
            f('mode'),
            t(c.geolocation_mode ? 'deliveryCompanies.mode.geolocation' : 'deliveryCompanies.mode.routes'),
          ],
          [f('ratePerKm'), format.money(c.rate_per_km)],
          [f('minRate'), format.money(c.min_rate)],
          [f('since'), format.date(c.created_at, 'long')],
        ]}
      />
    </Panel>
  );
}
