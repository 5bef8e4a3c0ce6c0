import { ROLES, type StatementImport } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client.ts';
import { bankAmountText } from '../apps/server/src/modules/statements/statement-layouts.ts';
import { bankAccount } from '../apps/server/src/test/banks.ts';
import { createTestApp, type TestApp } from '../apps/server/src/test/harness.ts';
import { multipart } from '../apps/server/src/test/multipart.ts';

export const STATEMENT_SALES = 200_000;
/** A quarter of the sales wait for review: what the statement is matched against. */
const WAITING_EVERY = 4;
export const STATEMENT_TIME_BUDGET_MS = 10_000;
export const PER_LINE_RATIO_BUDGET = 2;

/**
 * 200,000 sales of the demo store paid into one bolívar account, by SQL: every fourth waits for
 * review; each has its own 12-digit reference and an amount in bolívar cents.
 */
async function fill(t: TestApp, storeId: number, bankId: number) {
  const db = t.database.db;
  await db.execute(sql`
    insert into customers (store_id, channel, name, external_id)
    select ${storeId}, 'telegram', 'Cliente ' || g, 'bench-' || g from generate_series(1, 20) g`);
  await db.execute(sql`
    insert into bills (store_id, customer_id, channel, status, payment_status, subtotal_cents, total_cents,
                       payment_currency, dollar_rate, ves_cents, bank_id, payment_reference, shipping_mode,
                       sale_day, created_at, updated_at)
    select ${storeId}, (select min(id) from customers where store_id = ${storeId}) + g % 20, 'telegram',
           case when g % ${WAITING_EVERY} = 0 then 2 else 1 end, case when g % ${WAITING_EVERY} = 0 then 0 else 1 end,
           1000 + g % 5000, 1000 + g % 5000, 'VES', 36.5, (1000 + g % 5000) * 3650 / 100 + g % 97, ${bankId},
           lpad((900000000000 + g)::text, 12, '0'), 'pickup',
           date '2026-11-01' + (g % 28), timestamptz '2026-11-01 12:00-04' + (g % 28) * interval '1 day',
           timestamptz '2026-11-01 12:00-04' + (g % 28) * interval '1 day'
    from generate_series(1, ${STATEMENT_SALES}) g`);
  await db.execute(sql`analyze`);
  return queryRows<{ id: number; ref: string; cents: number; day: string }>(
    db,
    sql`select id, payment_reference as ref, ves_cents::int as cents, to_char(sale_day, 'DD/MM/YYYY') as day
        from bills where store_id = ${storeId} and status = 2 and bank_id = ${bankId} order by id`,
  );
}

type Waiting = Awaited<ReturnType<typeof fill>>[number];

/**
 * A Banesco statement of `payments.length` credits: 40 % with the whole reference (exact), 20 %
 * with its last six digits, 20 % with the amount and day only, 20 % matching nothing.
 */
function statement(payments: Waiting[], salt: number): Buffer {
  const rows = payments.map((p, i) => {
    const kind = i % 5;
    const ref = kind < 2 ? p.ref : kind === 2 ? p.ref.slice(-6) : `${salt}${String(i).padStart(7, '0')}`;
    const cents = kind === 4 ? 7 + i : p.cents;
    return `${p.day};${ref};PAGO MOVIL RECIBIDO;${bankAmountText(cents)};0,00`;
  });
  return Buffer.from(['Fecha;Referencia;Descripción;Monto;Balance', ...rows].join('\n'));
}

async function timedImport(t: TestApp, bankId: number, file: Buffer) {
  const start = performance.now();
  const res = await t.injectAs(ROLES.CLIENT, {
    method: 'POST',
    url: `/api/statement-accounts/${bankId}/statements`,
    ...multipart([{ name: 'file', value: file, filename: 'extracto.csv' }]),
  });
  const ms = performance.now() - start;
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
  return { ms, reply: res.json<StatementImport>() };
}

/**
 * Imports (read, stored and matched through the route) a 1,000-line and then a 10,000-line
 * statement against 200,000 sales; answers both times and the 10,000-line import's counts.
 */
export async function benchStatements(database: 'pglite' | 'postgres') {
  const t = await createTestApp({ env: { LOG_LEVEL: 'silent' }, database });
  try {
    const storeId = (await t.login('tienda@vitrina.test')).store_id!;
    const bank = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: '/api/banks',
      payload: bankAccount(),
    });
    const bankId = bank.json<{ id: number }>().id;
    const waiting = await fill(t, storeId, bankId);
    // Different sales for each statement, so the second adds its own lines.
    const small = await timedImport(t, bankId, statement(waiting.slice(0, 1_000), 1));
    const big = await timedImport(t, bankId, statement(waiting.slice(1_000, 11_000), 2));
    return { waiting: waiting.length, small: small.ms, big: big.ms, counts: big.reply.counts };
  } finally {
    await t.close();
  }
}
