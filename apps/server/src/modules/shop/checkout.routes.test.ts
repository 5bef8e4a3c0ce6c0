import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { ALIAS, withShopApp } from '#server/test/shop.ts';

const ctx = withShopApp();

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(ctx.t.database.db, q);
const stockOf = async (id: number) =>
  (await rows<{ quantity: number }>(sql`select quantity from products where id = ${id}`))[0]!.quantity;

describe('POST shop/{alias}/orders', () => {
  it('prices the order on the server: a sent price, total or shipping is ignored', async () => {
    const res = await ctx.f.checkout({
      lines: [{ product_id: ctx.f.arepa.id, quantity: 2, extra_ids: [ctx.f.cheese.id], price: 0.01 }],
      total: 0.01,
      shipping: 0,
      price: 0.01,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.order_url).toMatch(new RegExp(`/tienda/pedido/${body.token}$`));
    const [bill] = await rows<{ total_cents: number; channel: string; order_token_hash: string }>(
      sql`select total_cents, channel, order_token_hash from bills where id = ${body.id}`,
    );
    expect(bill!.total_cents).toBe(850); // (3.50 + 0.75) × 2
    expect(bill!.channel).toBe('web');
    expect(bill!.order_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(bill!.order_token_hash).not.toContain(body.token);
    expect(await stockOf(ctx.f.arepa.id)).toBe(98);
    // The confirmation e-mail with the private link is queued with the sale.
    const [mail] = await rows<{ recipient: string; payload: { text: string; html: string } }>(
      sql`select recipient, payload from outbox where channel = 'email'`,
    );
    expect(mail!.recipient).toBe('ana@example.com');
    expect(mail!.payload.text).toContain(body.order_url);
    expect(mail!.payload.text).toContain('Total: 8,50\u00a0US$');
    // The panel's list shows the sale as a web one, with its proof.
    const list = await ctx.t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/bill' });
    expect(list.json().data.map((b: { id: number; channel: string }) => [b.id, b.channel])).toContainEqual([
      body.id,
      'web',
    ]);
    const detail = (
      await ctx.t.injectAs(ROLES.CLIENT, { method: 'GET', url: `/api/bill/${body.id}` })
    ).json();
    expect(detail.proof_image).toMatch(/^\/api\/files\/private\/.+\.png\?e=\d+&s=[\w-]+$/);
    expect(detail.customer.email).toBe('ana@example.com');
  });

  it("writes the order's news in the web store's language the shopper ordered in", async () => {
    const res = await ctx.f.checkout({
      email: 'emma@example.com',
      lang: 'en',
      lines: [{ product_id: ctx.f.arepa.id, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const mailsTo = () =>
      rows<{ payload: { subject: string; text: string } }>(
        sql`select payload from outbox where channel = 'email' and recipient = 'emma@example.com' order by id`,
      );
    const [confirmation] = await mailsTo();
    expect(confirmation!.payload.subject).toMatch(new RegExp(`^Your order #${id} at `));
    expect(confirmation!.payload.text).toContain('Total: US$\u00a03.50');
    const verified = await ctx.t.injectAs(ROLES.CLIENT, { method: 'POST', url: `/api/bill/${id}/verify` });
    expect(verified.statusCode, verified.body).toBe(200);
    const [, notice] = await mailsTo();
    expect(notice!.payload).toMatchObject({
      subject: `Your order #${id}`,
      text: `The payment of your order #${id} was verified! We are preparing your order.`,
    });
    // A language that is not one of the twelve is refused, and nothing is ordered.
    const bad = await ctx.f.checkout({ email: 'emma@example.com', lang: 'pt' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.lang).toBeDefined();
  });

  it('sells the last unit once when several shoppers buy it at the same time', async () => {
    const tries = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        ctx.f.checkout({ email: `c${i}@example.com`, lines: [{ product_id: ctx.f.last.id, quantity: 1 }] }),
      ),
    );
    const codes = tries.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409]);
    for (const r of tries.filter((r) => r.statusCode === 409))
      expect(r.json().message).toMatch(/Queso llanero se agotó/);
    expect(await stockOf(ctx.f.last.id)).toBe(0);
    expect(await ctx.f.count('bills')).toBe(1);
  });

  it('pays in bolívares at the dollar rate of the moment', async () => {
    const set = await ctx.t.injectAs(ROLES.ADMIN, {
      method: 'PUT',
      url: '/api/plans/dollar-rate',
      payload: { dollarRate: 40 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const value = (await ctx.t.inject({ method: 'GET', url: `/api/shop/${ALIAS}/accounts` })).json()
      .dollar_rate;
    expect(value).toBe(40);
    const res = await ctx.f.checkout({ bank_id: ctx.f.ves.id });
    expect(res.statusCode, res.body).toBe(201);
    const [bill] = await rows<{ payment_currency: string; dollar_rate: string; ves_cents: number }>(
      sql`select payment_currency, dollar_rate, ves_cents from bills where id = ${res.json().id}`,
    );
    expect(bill!.payment_currency).toBe('VES');
    expect(Number(bill!.dollar_rate)).toBe(value);
    expect(Number(bill!.ves_cents)).toBe(Math.round(700 * value));
  });

  it('refuses a store that is closed now, saying when it opens', async () => {
    // Open only an impossible minute of every day but now's: closed.
    const now = new Date(Date.now() + 3 * 3600_000);
    const hh = String(now.getUTCHours()).padStart(2, '0');
    const days = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opens_at: `${hh}:00`,
      closes_at: `${hh}:01`,
    }));
    await ctx.t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: `/api/store/${ctx.f.storeId}/schedule`,
      payload: { schedules: days },
    });
    const res = await ctx.f.checkout();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /^La tienda está cerrada en este momento\. Abre el \S+ a las \d\d:00\.$/,
    );
    expect((await ctx.t.inject({ method: 'GET', url: `/api/shop/${ALIAS}` })).json().open_now).toBe(false);
  });

  it('refuses a store whose membership ended, or that is suspended, and shows it as not selling', async () => {
    await ctx.t.database.db.execute(
      sql`update users set membership_until = now() - interval '1 day' where email = 'tienda@vitrina.test'`,
    );
    const expired = await ctx.f.checkout();
    expect(expired.statusCode).toBe(409);
    expect((await ctx.t.inject({ method: 'GET', url: `/api/shop/${ALIAS}` })).json().selling).toBe(false);
    await ctx.t.database.db.execute(
      sql`update users set membership_until = null where email = 'tienda@vitrina.test'`,
    );
    await ctx.t.database.db.execute(sql`update stores set status_id = 2 where id = ${ctx.f.storeId}`);
    const suspended = await ctx.f.checkout();
    expect(suspended.statusCode).toBe(409);
    expect(suspended.json().message).not.toBe(expired.json().message);
    expect(await ctx.f.count('bills')).toBe(0);
  });

  it('answers 404 for an unknown alias', async () => {
    const res = await ctx.t.inject({ method: 'GET', url: '/api/shop/no-existe' });
    expect(res.statusCode).toBe(404);
  });

  it("refuses another store's product, an inactive one, an extra of another product and a bad quantity", async () => {
    const other = await ctx.f.other();
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [{ product_id: other.productId, quantity: 1 }] }, `El producto ${other.productId}`],
      [{ lines: [{ product_id: ctx.f.hidden.id, quantity: 1 }] }, `El producto ${ctx.f.hidden.id}`],
      [
        { lines: [{ product_id: ctx.f.arepa.id, quantity: 1, extra_ids: [ctx.f.ice.id] }] },
        `El extra ${ctx.f.ice.id}`,
      ],
      [{ lines: [{ product_id: ctx.f.arepa.id, quantity: -1 }] }, ''],
      [{ lines: Array.from({ length: 1000 }, () => ({ product_id: ctx.f.arepa.id, quantity: 1 })) }, ''],
    ];
    for (const [fields, words] of cases) {
      const res = await ctx.f.checkout(fields);
      expect(res.statusCode, res.body).toBe(422);
      expect(JSON.stringify(res.json().errors)).toContain(words);
    }
    expect(await ctx.f.count('bills')).toBe(0);
    expect(await ctx.f.count('customers')).toBe(0);
    expect(await stockOf(ctx.f.arepa.id)).toBe(100);
  });

  it('refuses a proof that is not a picture (422) or of 5 MB or more (413), storing nothing', async () => {
    const before = await ctx.f.files();
    const text = await ctx.f.checkout({}, Buffer.from('no soy una imagen'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.proof).toBeDefined();
    const none = await ctx.f.checkout({}, null);
    expect(none.statusCode).toBe(422);
    const big = Buffer.concat([ctx.f.proof, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await ctx.f.checkout({}, big)).statusCode).toBe(413);
    expect(await ctx.f.count('bills')).toBe(0);
    expect(await ctx.f.count('customers')).toBe(0);
    expect(await ctx.f.files()).toBe(before);
  });

  it("refuses another store's account and a company the store does not work with", async () => {
    const other = await ctx.f.other();
    const bank = await ctx.f.checkout({ bank_id: other.bankId });
    expect(bank.statusCode).toBe(422);
    expect(bank.json().errors.bank_id).toBeDefined();
    const company = await ctx.f.checkout({
      delivery: 'company',
      company_id: 999,
      address: 'Calle 1',
      country_id: 1,
    });
    expect(company.statusCode).toBe(422);
    expect(company.json().errors.company_id).toBeDefined();
    // No own routes: the store's couriers do not reach the address.
    const own = await ctx.f.checkout({ delivery: 'store', address: 'Calle 1', country_id: 1 });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors.delivery).toBeDefined();
    expect(await ctx.f.count('bills')).toBe(0);
    expect(await ctx.f.files()).toBe(0);
  });
});
