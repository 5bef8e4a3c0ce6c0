import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MEMBERSHIP_STATES, type MembershipState } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type StoreFilters, type StoreSort, usePlans } from '../api/admin-stores.queries.ts';

const SORTS: readonly StoreSort[] = ['newest', 'membership'];

/**
 * The list's filters, kept in the address (`/stores?membership=expiring` opens the list filtered,
 * as the dashboard's links do): status, plan, membership and order.
 */
export function useStoreFilterParams() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const plan = Number(params.get('plan_id'));
  const membership = params.get('membership') as MembershipState | null;
  const sort = params.get('sort') as StoreSort | null;
  const filters: Omit<StoreFilters, 'q'> = {
    status: status === '1' || status === '2' ? (Number(status) as 1 | 2) : undefined,
    plan_id: Number.isInteger(plan) && plan > 0 ? plan : undefined,
    membership: membership && MEMBERSHIP_STATES.includes(membership) ? membership : undefined,
    sort: sort && SORTS.includes(sort) ? sort : undefined,
  };
  const set = (name: 'status' | 'plan_id' | 'membership' | 'sort', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  return { filters, set };
}

type StoreFiltersBarProps = ReturnType<typeof useStoreFilterParams>;

export function StoreFiltersBar({ filters, set }: StoreFiltersBarProps) {
  const { t } = useTranslation();
  const plans = usePlans();
  const select = {
    select: true,
    size: 'small',
    sx: { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } },
  } as const;
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      role="group"
      aria-label={t('stores.filters.label')}
      sx={{ flexWrap: 'wrap', mb: 2 }}
    >
      <TextField
        {...select}
        label={t('stores.filters.status')}
        value={filters.status ? String(filters.status) : ''}
        onChange={(e) => set('status', e.target.value)}
      >
        <MenuItem value="">{t('stores.filters.all')}</MenuItem>
        <MenuItem value="1">{t('stores.status.active')}</MenuItem>
        <MenuItem value="2">{t('stores.status.suspended')}</MenuItem>
      </TextField>
      <TextField
        {...select}
        label={t('stores.filters.plan')}
        value={filters.plan_id ? String(filters.plan_id) : ''}
        onChange={(e) => set('plan_id', e.target.value)}
      >
        <MenuItem value="">{t('stores.filters.all')}</MenuItem>
        {(plans.data?.plans ?? []).map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
        {/* A plan chosen through the address shows before the plans arrive. */}
        {filters.plan_id && !plans.data ? (
          <MenuItem value={String(filters.plan_id)}>{`#${filters.plan_id}`}</MenuItem>
        ) : null}
      </TextField>
      <TextField
        {...select}
        label={t('stores.filters.membership')}
        value={filters.membership ?? ''}
        onChange={(e) => set('membership', e.target.value)}
      >
        <MenuItem value="">{t('stores.filters.all')}</MenuItem>
        {MEMBERSHIP_STATES.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`stores.membership.${state}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        label={t('stores.filters.sort')}
        value={filters.sort ?? 'newest'}
        onChange={(e) => set('sort', e.target.value === 'newest' ? '' : e.target.value)}
      >
        {SORTS.map((sort) => (
          <MenuItem key={sort} value={sort}>
            {t(`stores.sort.${sort}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
