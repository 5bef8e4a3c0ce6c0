import { MEMBERSHIP_STATES, type MembershipState } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FilterSelect, FiltersBar } from '#web/components/filters-bar.tsx';
import {
  type StoreFilters,
  type StoreSort,
  usePlans,
} from '#web/features/platform-stores/api/admin-stores.queries.ts';

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
  const sx = { minWidth: 160, flex: { xs: '1 1 140px', sm: '0 0 auto' } };
  const all = t('stores.filters.all');
  const planChoices = (plans.data?.plans ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  return (
    <FiltersBar label={t('stores.filters.label')}>
      <FilterSelect
        label={t('stores.filters.status')}
        value={filters.status ? String(filters.status) : null}
        allLabel={all}
        choices={[
          { value: '1', label: t('stores.status.active') },
          { value: '2', label: t('stores.status.suspended') },
        ]}
        onChange={(v) => set('status', v ?? '')}
        sx={sx}
      />
      <FilterSelect
        label={t('stores.filters.plan')}
        value={filters.plan_id ? String(filters.plan_id) : null}
        allLabel={all}
        choices={planChoices}
        onChange={(v) => set('plan_id', v ?? '')}
        sx={sx}
      />
      <FilterSelect
        label={t('stores.filters.membership')}
        value={filters.membership ?? null}
        allLabel={all}
        choices={MEMBERSHIP_STATES.map((state) => ({ value: state, label: t(`stores.membership.${state}`) }))}
        onChange={(v) => set('membership', v ?? '')}
        sx={sx}
      />
      <FilterSelect
        label={t('stores.filters.sort')}
        value={filters.sort ?? 'newest'}
        choices={SORTS.map((sort) => ({ value: sort, label: t(`stores.sort.${sort}`) }))}
        onChange={(v) => set('sort', v === 'newest' || v === null ? '' : v)}
        sx={sx}
      />
    </FiltersBar>
  );
}
