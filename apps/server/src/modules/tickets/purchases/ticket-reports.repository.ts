import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '#server/db/client.ts';
import {
  ticketBillLines,
  ticketBills,
  ticketEvents,
  tickets,
  ticketTypes,
  ticketUsers,
} from '#server/modules/tickets/tickets.tables.ts';
import { containsPattern, type ManagerScope } from './bills.repository.ts';

// Buyers with their totals, and the ticket master's dashboard figures. Only the tickets tables.

const REJECTED = 2;
const VERIFIED = 3;

export type BuyerRow = {
  id: number;
  name: string;
  lastname: string;
  document_type: string | null;
  document: string | null;
  email: string;
  phone: string | null;
  purchases: number;
  tickets: number;
  total_cents: number;
  last_at: Date | string | null;
};

function buyerConditions(scope: ManagerScope, f: { eventId?: number; q?: string }): SQL {
  const parts: SQL[] = [sql`s.bills > 0`];
  if (scope !== null) parts.push(sql`${ticketUsers.managerId} = ${scope}`);
  if (f.q) {
    const like = containsPattern(f.q);
    parts.push(sql`(${ticketUsers.name} ilike ${like} or ${ticketUsers.lastname} ilike ${like}
      or ${ticketUsers.email} ilike ${like} or ${ticketUsers.document} ilike ${like}
      or ${ticketUsers.phone} ilike ${like})`);
  }
  return sql.join(parts, sql` and `);
}

/** Each buyer's sales (of one event when given): the ones not rejected, their seats, the verified USD. */
const buyerTotals = (eventId?: number) => sql`cross join lateral (
  select count(*)::int as bills,
         (count(*) filter (where b.status <> ${REJECTED}))::int as purchases,
         coalesce(sum(b.quantity) filter (where b.status <> ${REJECTED}), 0)::int as tickets,
         coalesce(sum(b.total_cents) filter (where b.status = ${VERIFIED}), 0)::bigint as total_cents,
         max(b.created_at) filter (where b.status <> ${REJECTED}) as last_at
  from ${ticketBills} b
  where b.ticket_user_id = ${ticketUsers.id} ${eventId === undefined ? sql`` : sql`and b.event_id = ${eventId}`}
) s`;

/** One keyset page of buyers with a sale, newest buyer first (ids below `beforeId`). */
export function pageBuyers(
  db: DbOrTx,
  scope: ManagerScope,
  f: { eventId?: number; q?: string },
  limit: number,
  beforeId?: number,
) {
  return queryRows<BuyerRow>(
    db,
    sql`select ${ticketUsers.id} as id, ${ticketUsers.name} as name, ${ticketUsers.lastname} as lastname,
      ${ticketUsers.documentType} as document_type, ${ticketUsers.document} as document,
      ${ticketUsers.email} as email, ${ticketUsers.phone} as phone,
      s.purchases, s.tickets, s.total_cents, s.last_at
    from ${ticketUsers} ${buyerTotals(f.eventId)}
    where ${buyerConditions(scope, f)} ${beforeId ? sql`and ${ticketUsers.id} < ${beforeId}` : sql``}
    order by ${ticketUsers.id} desc
    limit ${limit}`,
  );
}

/** Matching buyers counted up to `cap`. */
export async function countBuyers(
  db: DbOrTx,
  scope: ManagerScope,
  f: { eventId?: number; q?: string },
  cap: number,
) {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${ticketUsers} ${buyerTotals(f.eventId)}
      where ${buyerConditions(scope, f)} limit ${cap + 1}) matching`,
  );
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

const managerOf = (column: SQL, scope: ManagerScope) =>
  scope === null ? sql`true` : sql`${column} = ${scope}`;

/** The manager's figures: sales waiting for a review, and the verified seats, money and admissions. */
export async function totals(db: DbOrTx, scope: ManagerScope, waiting: readonly number[]) {
  const [row] = await queryRows<{
    pending: number;
    sold: number;
    usd_cents: number;
    ves_cents: number;
    checked_in: number;
  }>(
    db,
    sql`select
        (count(*) filter (where b.status in (${sql.join(
          waiting.map((s) => sql`${s}`),
          sql`, `,
        )})))::int as pending,
        coalesce(sum(b.quantity) filter (where b.status = ${VERIFIED}), 0)::int as sold,
        coalesce(sum(b.usd_cents) filter (where b.status = ${VERIFIED}), 0)::bigint as usd_cents,
        coalesce(sum(b.ves_cents) filter (where b.status = ${VERIFIED}), 0)::bigint as ves_cents,
        (select count(*) from ${tickets} t join ${ticketBills} tb on tb.id = t.bill_id
          where t.checked_in_at is not null and tb.status = ${VERIFIED}
            and ${managerOf(sql`tb.manager_id`, scope)})::int as checked_in
      from ${ticketBills} b
      where ${managerOf(sql`b.manager_id`, scope)}`,
  );
  return {
    pending: Number(row?.pending ?? 0),
    sold: Number(row?.sold ?? 0),
    usdCents: Number(row?.usd_cents ?? 0),
    vesCents: Number(row?.ves_cents ?? 0),
    checkedIn: Number(row?.checked_in ?? 0),
  };
}

export type EventFigures = {
  id: number;
  name: string;
  starts_at: Date | string;
  time_zone: string | null;
  status: number;
  sold: number;
  usd_cents: number;
  ves_cents: number;
  checked_in: number;
};

/** The latest events (by start) with their verified seats, money and admissions. */
export function eventFigures(db: DbOrTx, scope: ManagerScope, limit: number) {
  return queryRows<EventFigures>(
    db,
    sql`select e.id, e.name, e.starts_at, e.time_zone, e.status,
        coalesce(v.sold, 0)::int as sold, coalesce(v.usd_cents, 0)::bigint as usd_cents,
        coalesce(v.ves_cents, 0)::bigint as ves_cents,
        (select count(*) from ${tickets} t join ${ticketBills} tb on tb.id = t.bill_id
          where t.event_id = e.id and t.checked_in_at is not null and tb.status = ${VERIFIED})::int as checked_in
      from ${ticketEvents} e
      left join lateral (
        select sum(b.quantity) as sold, sum(b.usd_cents) as usd_cents, sum(b.ves_cents) as ves_cents
        from ${ticketBills} b where b.event_id = e.id and b.status = ${VERIFIED}
      ) v on true
      where ${managerOf(sql`e.manager_id`, scope)}
      order by e.starts_at desc, e.id desc
      limit ${limit}`,
  );
}

export type TypeFigures = {
  id: number;
  event_id: number;
  name: string;
  quota: number;
  taken: number;
  sold: number;
};

/** The ticket types of these events: quota, seats taken (not rejected) and seats of verified sales. */
export function typeFigures(db: DbOrTx, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return queryRows<TypeFigures>(
    db,
    sql`select ty.id, ty.event_id, ty.name, ty.quota, ty.sold as taken,
        coalesce((select sum(l.quantity) from ${ticketBillLines} l join ${ticketBills} b on b.id = l.bill_id
          where l.ticket_type_id = ty.id and b.status = ${VERIFIED}), 0)::int as sold
      from ${ticketTypes} ty
      where ty.event_id in (${sql.join(
        eventIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by ty.event_id, ty.position, ty.id`,
  );
}
