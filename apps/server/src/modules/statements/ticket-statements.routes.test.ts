import {
  ROLES,
  TICKET_BILL_STATUS as S,
  type StatementImport,
  type TicketBillDetail,
} from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { multipart } from '#server/test/multipart.ts';
import { insertAccount, withTicketsFixture } from '#server/test/tickets.ts';
import { bankAmountText as bs, bankDayText as dmy } from './statement-layouts.ts';

// A ticket master's statements (issue 32 §1): its own accounts' lines matched to its ticket sales
// waiting for review; a confirmed line records the transfer as a part of the sale, which is
// verified (its tickets sent) once its parts cover it.

const s = withTicketsFixture();
const db = () => s.t.database.db;
const tm = (method: 'GET' | 'POST', url: string, payload?: object) =>
  s.t.injectAs(ROLES.TICKETMASTER, { method, url: `/api/${url}`, payload });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Caracas' }).format(new Date());
const base = () => `statement-accounts/${s.fx.accountId}`;
const sale = { whole: 0, split: 0, race: 0 };
let usdAccount = 0;

/** Two General seats (20.00 USD) at 40 Bs/USD: paid whole in bolívares, or half and half. */
async function bill(reference: string, split?: { vesReference: string; usdAccount: number }) {
  const row = await s.fx.bill({ reference });
  await db().execute(
    split
      ? sql`update ticket_bills set dollar_percent = 50, usd_cents = 1000, ves_cents = 40000,
          account_id = ${split.usdAccount}, ves_account_id = ${s.fx.accountId},
          ves_reference = ${split.vesReference} where id = ${row.id}`
      : sql`update ticket_bills set dollar_percent = 0, usd_cents = 0, ves_cents = 80000 where id = ${row.id}`,
  );
  return row.id;
}

const statement = () =>
  Buffer.from(
    [
      'Banesco Banco Universal;;;;',
      'Cuenta;0102-0000-00-0000000001;;;',
      'Fecha;Referencia;Descripción;Monto;Balance',
      `${dmy(today())};000111222;PAGO MOVIL RECIBIDO;${bs(80000)};1.000,00`,
      `${dmy(today())};000333444;TRANSFERENCIA RECIBIDA;${bs(40000)};1.400,00`,
      `${dmy(today())};000555666;PAGO MOVIL RECIBIDO;${bs(80000)};2.200,00`,
      `${dmy(today())};27182818;ABONO SIN VENTA;12,34;2.212,34`,
    ].join('\n'),
    'utf8',
  );

const detail = async (id: number) => (await tm('GET', `ticket/ticket-bills/${id}`)).json<TicketBillDetail>();

beforeAll(async () => {
  usdAccount = await insertAccount(db(), s.managerId, {
    bankName: 'Zelle',
    accountType: 'USD',
    accountNumber: 'taquilla@example.com',
  });
  sale.whole = await bill('000111222');
  sale.split = await bill('ZELLE-77', { vesReference: '000333444', usdAccount });
  sale.race = await bill('000555666');
});

describe("a ticket master's statements", () => {
  it('lists its own accounts, not another ticket master’s', async () => {
    const res = await tm('GET', 'statement-accounts');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().map((a: { id: number }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([s.fx.accountId, usdAccount]));
    const theirs = await insertAccount(db(), s.otherManagerId);
    expect(ids).not.toContain(theirs);
    expect((await tm('GET', `statement-accounts/${theirs}/lines`)).statusCode).toBe(404);
  });

  it('matches the lines to the sales paid into the account, and confirms the exact ones as their payments', async () => {
    const imported = await s.t.injectAs(ROLES.TICKETMASTER, {
      method: 'POST',
      url: `/api/${base()}/statements`,
      ...multipart([{ name: 'file', value: statement(), filename: 'banesco.csv' }]),
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json<StatementImport>().counts).toMatchObject({ exact: 3, none: 1 });
    const lines = (await tm('GET', `${base()}/lines?state=exact`)).json().data as {
      id: number;
      reference: string;
      payment_id: number;
      candidates: { payment_id: number; amount_cents: number; payer_name: string }[];
    }[];
    const byRef = new Map(lines.map((l) => [l.reference, l]));
    expect(byRef.get('000111222')!.payment_id).toBe(sale.whole);
    // The split sale asks this account for its bolívar part only.
    expect(byRef.get('000333444')!.candidates[0]).toMatchObject({
      payment_id: sale.split,
      amount_cents: 40000,
      payer_name: 'Ana Pérez',
    });

    // Twenty confirmations of one line at once: one records the payment.
    const race = byRef.get('000555666')!;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        tm('POST', `${base()}/lines/${race.id}/confirm`, { payment_id: sale.race }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const [parts] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from ticket_payments where ticket_bill_id = ${sale.race}`,
    );
    expect(parts!.n).toBe(1);
    expect((await detail(sale.race)).status).toBe(S.VERIFIED);

    const confirmed = await tm('POST', `${base()}/confirm-exact`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmed: 2, skipped: 0 });
    // Paid whole into this account: verified, its tickets issued, the payment a part of the sale.
    const whole = await detail(sale.whole);
    expect(whole.status).toBe(S.VERIFIED);
    expect(whole.tickets).toHaveLength(2);
    expect(whole.payments.parts).toMatchObject([
      { method: 'transfer', currency: 'VES', amount: 800, usd_amount: 20, reference: '000111222' },
    ]);
    // Half paid: its bolívar part recorded; it waits for the dollars.
    const split = await detail(sale.split);
    expect(split.status).toBe(S.PENDING);
    expect(split.payments).toMatchObject({ paid: 10, due: 10 });
    expect(split.tickets).toEqual([]);

    // Its bolívar part recorded, the split sale waits no more into this account.
    const rematched = await tm('POST', `${base()}/rematch`);
    expect(rematched.json().counts).toMatchObject({ exact: 0, probable: 0, confirmed: 3 });
    // A line confirms at most one payment; a sale no longer waiting takes none.
    const again = await tm('POST', `${base()}/lines/${byRef.get('000111222')!.id}/confirm`, {
      payment_id: sale.whole,
    });
    expect(again.statusCode).toBe(409);
  });

  it('is refused to a delivery company, and a store owner does not see the ticket accounts', async () => {
    expect(
      (await s.t.injectAs(ROLES.DELIVERY, { method: 'GET', url: '/api/statement-accounts' })).statusCode,
    ).toBe(403);
    const owner = await s.t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/statement-accounts' });
    expect(owner.json().map((a: { account_number: string }) => a.account_number)).not.toContain(
      'taquilla@example.com',
    );
  });
});
