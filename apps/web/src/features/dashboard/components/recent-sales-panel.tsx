import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { pathTo } from '#web/app/paths.ts';
import { Panel } from '#web/components/panel.tsx';
import { SaleStatusChip } from '#web/components/sale-status-chip.tsx';
import { useRecentBills } from '#web/features/dashboard/api/dashboard.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { Loaded } from './loaded.tsx';

/** The latest updated sales, each a link to its details. */
export function RecentSalesPanel() {
  const { t } = useTranslation();
  const format = useFormat();
  const recent = useRecentBills();
  return (
    <Panel
      title={t('salesDashboard.recent.title')}
      id="dashboard-recent"
      action={
        <Link component={RouterLink} to={pathTo('shoppingList')} variant="body2">
          {t('salesDashboard.recent.all')}
        </Link>
      }
    >
      <Loaded query={recent} empty={(recent.data?.data.length ?? 0) === 0}>
        <List dense disablePadding aria-label={t('salesDashboard.recent.title')}>
          {(recent.data?.data ?? []).map((b) => (
            <ListItem
              key={b.id}
              disableGutters
              secondaryAction={<SaleStatusChip status={b.status} />}
              sx={{ pr: 16 }}
            >
              <ListItemText
                primary={
                  <Link component={RouterLink} to={pathTo('shoppingDetails', { id: b.id })}>
                    {t('salesDashboard.recent.sale', { id: b.id, customer: b.customer_name })}
                  </Link>
                }
                secondary={t('salesDashboard.recent.detail', {
                  total: format.money(b.total),
                  when: format.dateTime(b.updated_at),
                })}
              />
            </ListItem>
          ))}
        </List>
      </Loaded>
    </Panel>
  );
}
