import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Grid from '@mui/material/Grid';
import type { AdminStoreDetail } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { Facts } from '#web/components/facts.tsx';
import { FigureCard } from '#web/components/figure-card.tsx';
import { Panel } from '#web/components/panel.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { MembershipChip, StoreChannels } from './store-chips.tsx';

/** The owner, the plan and membership, and the channels of one store. */
export function StoreFacts({ store: s }: { store: AdminStoreDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const f = (key: string) => t(`stores.facts.${key}`);
  const m = s.membership;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={t('stores.details.owner')} id="store-owner">
          <Facts
            rows={[
              [f('name'), `${s.owner.name} ${s.owner.lastname}`.trim()],
              [f('email'), s.owner.email],
              [f('phone'), s.owner.phone],
              [f('storePhone'), s.phone],
              [f('webStore'), s.web_store ? `/tienda/${s.web_store}` : null],
              [f('since'), format.date(s.created_at, 'long')],
            ]}
          />
        </Panel>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Panel title={t('stores.details.membership')} id="store-membership">
          <Facts
            rows={[
              [f('plan'), m.plan?.name ?? t('stores.noPlan')],
              [f('state'), <MembershipChip key="state" state={m.state} until={m.membership_until} />],
              [f('until'), m.membership_until ? format.date(m.membership_until, 'long') : t('stores.never')],
              [f('daysLeft'), format.number(m.days_left)],
              [f('canSell'), t(m.can_sell ? 'stores.yes' : 'stores.no')],
              [f('channels'), <StoreChannels key="channels" channels={s.channels} />],
              [f('telegram'), t(s.telegram_connected ? 'stores.connected' : 'stores.notConnected')],
            ]}
          />
        </Panel>
      </Grid>
    </Grid>
  );
}

/** How much the store holds: products, customers and sales. */
export function StoreCounts({ counts }: { counts: AdminStoreDetail['counts'] }) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const cards = [
    ['products', counts.products, <Inventory2OutlinedIcon key="i" />],
    ['customers', counts.customers, <PeopleOutlinedIcon key="i" />],
    ['sales', counts.sales, <ReceiptLongOutlinedIcon key="i" />],
  ] as const;
  return (
    <Grid container spacing={2} component="section" aria-label={t('stores.details.counts')}>
      {cards.map(([key, value, icon]) => (
        <Grid key={key} size={{ xs: 12, sm: 4 }}>
          <FigureCard label={t(`stores.counts.${key}`)} value={number(value)} icon={icon} />
        </Grid>
      ))}
    </Grid>
  );
}
