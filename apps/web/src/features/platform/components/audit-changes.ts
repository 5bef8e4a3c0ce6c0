import { type AuditChanges, type AuditEntry, LICENCE_STATUS } from '@vitrina/contract';
import type { TFunction } from 'i18next';
import { paymentStatusKey, saleStatusKey } from '#web/components/sale-status.ts';

/** One value of a changed field, as the screen writes it. */
export type ChangeValue =
  | { type: 'empty' }
  | { type: 'bool'; value: boolean }
  | { type: 'date'; value: string }
  | { type: 'number'; value: number }
  | { type: 'text'; value: string }
  /** A status number named by a text of the catalogue. */
  | { type: 'label'; key: string };

/** A changed field: its before (absent: the record was created) and after (absent: deleted). */
export type ChangeRow = { field: string; from?: ChangeValue; to?: ChangeValue };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

const LICENCE_KEYS: Record<number, string> = {
  [LICENCE_STATUS.PAID]: 'platform.audit.values.paid',
  [LICENCE_STATUS.PENDING]: 'platform.audit.values.pending',
  [LICENCE_STATUS.REJECTED]: 'platform.audit.values.rejected',
};

/** The catalogue text of a status number, by the record and the field it belongs to. */
function statusLabel(entity: string, field: string, value: number): string | null {
  if (entity === 'bill' && field === 'status') return saleStatusKey(value);
  if (entity === 'bill' && field === 'payment_status') return paymentStatusKey(value);
  if (entity === 'licence_payment' && field === 'status') return LICENCE_KEYS[value] ?? null;
  if (field === 'role_id' && value >= 1 && value <= 5) return `users.roles.${value}`;
  if (field === 'status_id' && (value === 1 || value === 2))
    return entity === 'store'
      ? `platform.audit.values.${value === 1 ? 'storeActive' : 'storeSuspended'}`
      : `platform.audit.values.${value === 1 ? 'active' : 'inactive'}`;
  return null;
}

/** What a stored value is: nothing, a yes/no, a date, a number, a status or a text. */
export function changeValue(entity: string, field: string, value: unknown): ChangeValue {
  if (value === null || value === undefined || value === '') return { type: 'empty' };
  if (typeof value === 'boolean') return { type: 'bool', value };
  if (typeof value === 'number') {
    const key = statusLabel(entity, field, value);
    return key ? { type: 'label', key } : { type: 'number', value };
  }
  if (typeof value === 'string')
    return ISO_DATE.test(value) ? { type: 'date', value } : { type: 'text', value };
  return { type: 'text', value: JSON.stringify(value) };
}

/** The changed fields of an entry, in the order the server wrote them. */
export function changeRows(entry: Pick<AuditEntry, 'entity'> & { changes: AuditChanges }): ChangeRow[] {
  return Object.entries(entry.changes).map(([field, change]) => ({
    field,
    ...('from' in change ? { from: changeValue(entry.entity, field, change.from) } : {}),
    ...('to' in change ? { to: changeValue(entry.entity, field, change.to) } : {}),
  }));
}

type Texts = {
  t: TFunction;
  /** Whether the catalogue has a key (field names: `fields.<name>` where the contract names it). */
  exists: (key: string) => boolean;
  number: (n: number) => string;
  dateTime: (value: string) => string;
  date: (value: string) => string;
};

export function valueText(value: ChangeValue, { t, number, date, dateTime }: Texts): string {
  switch (value.type) {
    case 'empty':
      return '—';
    case 'bool':
      return t(value.value ? 'platform.audit.values.yes' : 'platform.audit.values.no');
    case 'number':
      return number(value.value);
    case 'date':
      return value.value.length === 10 ? date(value.value) : dateTime(value.value);
    case 'label':
      return t(value.key);
    case 'text':
      return value.value;
  }
}

/** "Field: before → after" (a created record shows the after only; a deleted one says so). */
export function changeText(row: ChangeRow, texts: Texts): { field: string; text: string } {
  const { t, exists } = texts;
  const field = exists(`fields.${row.field}`) ? t(`fields.${row.field}`) : row.field;
  const from = row.from ? valueText(row.from, texts) : null;
  const to = row.to ? valueText(row.to, texts) : null;
  const text =
    from !== null && to !== null
      ? t('platform.audit.change', { from, to })
      : to !== null
        ? to
        : t('platform.audit.removed', { from });
  return { field, text };
}
