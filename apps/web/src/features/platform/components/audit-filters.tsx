import { AUDIT_KINDS, type AuditKind } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { DayRangeFields, FilterSelect, FiltersBar } from '#web/components/filters-bar.tsx';
import { type PickerOption, SearchPicker } from '#web/components/search-picker.tsx';
import { useUserOptions } from '#web/features/platform/api/admin-users.queries.ts';
import { useStoreOptions } from '#web/lib/admin-store.queries.ts';

export type AuditFilterState = {
  actor: PickerOption | null;
  store: PickerOption | null;
  kind: AuditKind | '';
  from: string;
  to: string;
};

export const NO_AUDIT_FILTERS: AuditFilterState = { actor: null, store: null, kind: '', from: '', to: '' };

type Props = {
  value: AuditFilterState;
  onChange: (next: AuditFilterState) => void;
  /** The admin filters by person and store; a store owner reads only its store's entries. */
  admin: boolean;
};

const grow = { minWidth: 180, flex: { xs: '1 1 100%', sm: '1 1 200px' } } as const;

export function AuditFiltersBar({ value, onChange, admin }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof AuditFilterState>(key: K, v: AuditFilterState[K]) =>
    onChange({ ...value, [key]: v });
  /** A person or store picker of the bar, filtering by `key`. */
  const pickerOf = (key: 'actor' | 'store') => ({
    size: 'small' as const,
    sx: grow,
    label: t(`platform.audit.filters.${key}`),
    value: value[key],
    onChange: (picked: PickerOption | null) => set(key, picked),
  });
  return (
    <FiltersBar label={t('platform.audit.filters.label')}>
      {admin ? (
        <>
          <SearchPicker
            {...pickerOf('actor')}
            useOptions={useUserOptions}
            toOption={(u) => ({ id: u.id, label: `${u.name} ${u.lastname}`.trim(), detail: u.email })}
            noOptionsText={t('platform.audit.filters.noUsers')}
          />
          <SearchPicker
            {...pickerOf('store')}
            useOptions={useStoreOptions}
            toOption={(s) => ({ id: s.id, label: s.name, detail: s.owner.email })}
            noOptionsText={t('platform.audit.filters.noStores')}
          />
        </>
      ) : null}
      <FilterSelect
        label={t('platform.audit.filters.kind')}
        value={value.kind || null}
        allLabel={t('platform.audit.filters.all')}
        choices={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`platform.audit.kinds.${kind}`) }))}
        onChange={(v) => set('kind', (v ?? '') as AuditKind | '')}
        sx={grow}
      />
      <DayRangeFields
        days={value}
        labels={[t('platform.audit.filters.from'), t('platform.audit.filters.to')]}
        onChange={(patch) => onChange({ ...value, ...patch })}
        sx={{ minWidth: 150, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
      />
    </FiltersBar>
  );
}
