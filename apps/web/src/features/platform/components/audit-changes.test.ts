import { describe, expect, it } from 'vitest';
import { echoT as t } from '#web/test-texts.ts';
import { changeRows, changeText, changeValue } from './audit-changes.ts';

const texts = {
  t,
  exists: (key: string) => key === 'fields.status_id',
  number: (n: number) => `n${n}`,
  date: (v: string) => `d${v}`,
  dateTime: (v: string) => `dt${v}`,
};

describe('audit changes', () => {
  it('names status numbers by the record and field they belong to', () => {
    expect(changeValue('bill', 'status', 1)).toEqual({ type: 'label', key: 'sales.statuses.verified' });
    expect(changeValue('bill', 'payment_status', 1)).toEqual({ type: 'label', key: 'sales.statuses.paid' });
    expect(changeValue('licence_payment', 'status', 3)).toEqual({
      type: 'label',
      key: 'platform.audit.values.rejected',
    });
    expect(changeValue('store', 'status_id', 2)).toEqual({
      type: 'label',
      key: 'platform.audit.values.storeSuspended',
    });
    expect(changeValue('user', 'status_id', 2)).toEqual({
      type: 'label',
      key: 'platform.audit.values.inactive',
    });
    expect(changeValue('user', 'role_id', 5)).toEqual({ type: 'label', key: 'users.roles.5' });
    // A number that is no status stays a number.
    expect(changeValue('plan', 'price', 12.5)).toEqual({ type: 'number', value: 12.5 });
  });

  it('tells dates, yes/no, empty values and texts apart', () => {
    expect(changeValue('user', 'membership_until', '2026-05-01T12:00:00.000Z').type).toBe('date');
    expect(changeValue('plan', 'yearly', true)).toEqual({ type: 'bool', value: true });
    expect(changeValue('plan', 'description', null)).toEqual({ type: 'empty' });
    expect(changeValue('product', 'name', 'Pizza')).toEqual({ type: 'text', value: 'Pizza' });
    expect(changeValue('x', 'meta', { a: 1 })).toEqual({ type: 'text', value: '{"a":1}' });
  });

  it('writes before → after, the after alone for a creation, and a deletion as such', () => {
    const rows = changeRows({
      entity: 'store',
      changes: {
        status_id: { from: 1, to: 2 },
        name: { to: 'Nueva' },
        membership_until: { from: '2026-05-01', to: '2026-08-01T00:00:00Z' },
        price: { from: 3 },
      },
    });
    expect(rows.map((r) => changeText(r, texts))).toEqual([
      {
        field: 'fields.status_id',
        text: 'platform.audit.change(from=platform.audit.values.storeActive,to=platform.audit.values.storeSuspended)',
      },
      { field: 'name', text: 'Nueva' },
      {
        field: 'membership_until',
        text: 'platform.audit.change(from=d2026-05-01,to=dt2026-08-01T00:00:00Z)',
      },
      { field: 'price', text: 'platform.audit.removed(from=n3)' },
    ]);
  });

  it('an entry with no changed fields has no rows', () => {
    expect(changeRows({ entity: 'faq', changes: {} })).toEqual([]);
  });
});
