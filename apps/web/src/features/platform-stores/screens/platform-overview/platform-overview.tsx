import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassBottomOutlinedIcon from '@mui/icons-material/HourglassBottomOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PendingActionsOutlinedIcon from '@mui/icons-material/PendingActionsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { FigureCard } from '#web/components/figure-card.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useAdminStores, useLicenceStats } from '#web/features/platform-stores/api/admin-stores.queries.ts';
import { AttentionStores } from '#web/features/platform-stores/components/attention-stores.tsx';
import { useFormat } from '#web/lib/use-format.ts';

/** The admin's /store: the platform at a glance, and the stores whose membership needs a look. */
export function PlatformOverview() {
  const { t } = useTranslation();
  const { money, number } = useFormat();
  const all = useAdminStores({}, undefined, 1);
  const active = useAdminStores({ status: 1 }, undefined, 1);
  const stats = useLicenceStats();
  const figure = (value: number | undefined, show: (n: number) => string = number): ReactNode =>
    value === undefined ? <Skeleton width={60} /> : show(value);
  const cards: [string, ReactNode, ReactNode, string?][] = [
    ['stores', figure(all.data?.meta.total), <StorefrontOutlinedIcon key="i" />],
    ['active', figure(active.data?.meta.total), <TaskAltOutlinedIcon key="i" />],
    ['expiring', figure(stats.data?.expiring), <HourglassBottomOutlinedIcon key="i" />],
    ['expired', figure(stats.data?.expired), <EventBusyOutlinedIcon key="i" />],
    ['pending', figure(stats.data?.pending_payments), <PendingActionsOutlinedIcon key="i" />],
    [
      'revenue',
      figure(stats.data?.revenue.total, money),
      <PaymentsOutlinedIcon key="i" />,
      t('stores.overview.revenueHint'),
    ],
  ];
  const error = all.error ?? stats.error;
  return (
    <ScreenTitle titleKey="stores.overview.title">
      <Stack spacing={3}>
        {error ? <Alert severity="error">{loadErrorText(t, error)}</Alert> : null}
        <Grid container spacing={2} component="section" aria-label={t('stores.overview.figures')}>
          {cards.map(([key, value, icon, hint]) => (
            <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
              <FigureCard label={t(`stores.overview.cards.${key}`)} value={value} icon={icon} hint={hint} />
            </Grid>
          ))}
        </Grid>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={paths.stores.path} variant="contained">
            {t('stores.overview.allStores')}
          </Button>
          <Button component={RouterLink} to={paths.licenseSales.path} variant="outlined">
            {t('stores.overview.licenceSales')}
          </Button>
        </Stack>
        <AttentionStores state="expiring" />
        <AttentionStores state="expired" />
      </Stack>
    </ScreenTitle>
  );
}
