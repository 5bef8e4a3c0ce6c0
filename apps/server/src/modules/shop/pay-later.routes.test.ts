import { PURCHASE_STATUS, ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { runUnpaidOrders } from '#server/modules/sales/unpaid-orders.service.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { ALIAS, withShopApp } from '#server/test/shop.ts';

// Paying later (issue 32 §3): the shopper chooses the account at checkout and sends the
// transfer's reference and proof from the order page before the order expires.

const ctx = withShopApp();
const HOUR = 3_600_000;
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(ctx.t.database.db, q);
const owner = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.t.injectAs(ROLES.CLIENT, { method, url: `/api${url}`, payload });
const expireAfter = (hours: number | null) =>
  owner('PUT', '/sale-settings', {
    cash_on_pickup: false,
    cash_on_delivery: false,
    unpaid_order_hours: hours,
  });
/** An order to pay later into the store's bolívar account: no reference, no proof. */
const laterOrder = () =>
  ctx.f.checkout({ payment: 'later', bank_id: ctx.f.ves.id, reference: undefined }, null);
const order = async (token: string) =>
  (await ctx.t.inject({ method: 'GET', url: `/api/shop/orders/${token}` })).json();
const sendProof = async (token: string, fields: { reference?: string; proof?: boolean }) =>
  ctx.t.inject({
    method: 'POST',
    url: `/api/shop/orders/${token}/proof`,
    ...multipart([
      ...(fields.reference === undefined ? [] : [{ name: 'reference', value: fields.reference }]),
      ...(fields.proof
        ? [{ name: 'proof', value: await testImage('png'), filename: 'pago.png', type: 'image/png' }]
        : []),
    ]),
  });

describe('paying later', () => {
  it('is offered only where unpaid orders expire', async () => {
    const accounts = () => ctx.t.inject({ method: 'GET', url: `/api/shop/${ALIAS}/accounts` });
    expect((await accounts()).json().pay_later_hours).toBeNull();
    const refused = await laterOrder();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payment).toEqual(['La tienda no ofrece pagar después']);
    await expireAfter(24);
    expect((await accounts()).json().pay_later_hours).toBe(24);
    // The account is still asked for.
    const noAccount = await ctx.f.checkout(
      { payment: 'later', bank_id: undefined, reference: undefined },
      null,
    );
    expect(Object.keys(noAccount.json().errors)).toEqual(['bank_id']);
  });

  it('takes the order without a proof, then its reference and proof from the order page, once', async () => {
    await expireAfter(24);
    const placed = await laterOrder();
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, token } = placed.json();
    const waiting = await order(token);
    expect(waiting).toMatchObject({ proof_due: true, payment: { currency: 'VES', reference: null } });
    expect(waiting.expires_at).not.toBeNull();

    const missing = await sendProof(token, { proof: true });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['reference']);
    const noPicture = await sendProof(token, { reference: '000456789' });
    expect(noPicture.statusCode).toBe(422);
    expect(Object.keys(noPicture.json().errors)).toEqual(['proof']);

    // The owner's phone follows the store's sales by push.
    await rows(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth)
          select id, 'https://push.example/owner-phone', 'key', 'auth' from users
          where email = 'tienda@vitrina.test'`,
    );
    const sent = await sendProof(token, { reference: '000456789', proof: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().message).toBe('Recibimos tu comprobante: la tienda verificará el pago');
    expect(sent.json().data).toMatchObject({
      proof_due: false,
      expires_at: null,
      status: PURCHASE_STATUS.NOT_VERIFIED,
      payment: { reference: '000456789' },
    });
    expect(sent.json().data.history.at(-1).event).toBe('proof_sent');
    // The staff see the proof and the history row, as of any order waiting for review.
    const sale = (await ctx.t.injectAs(ROLES.CASHIER, { method: 'GET', url: `/api/bill/${id}` })).json();
    expect(sale.proof_image).toMatch(/^\/api\/files\//);
    expect(sale.history.at(-1)).toMatchObject({ event: 'proof_sent', actor: null });
    // …and hear of it: the sale is now theirs to verify (the push replaces the new sale's).
    const pushes = await rows<{ payload: { body: string; tag: string; url: string } }>(
      sql`select payload from outbox where channel = 'push' order by id`,
    );
    expect(pushes.map((p) => p.payload)).toEqual([
      expect.objectContaining({
        body: expect.stringMatching(new RegExp(`^Comprobante recibido: venta #${id} — .+ por verificar$`)),
        tag: `sale-${id}`,
        url: expect.stringMatching(new RegExp(`/sales/details/${id}$`)),
      }),
    ]);

    const again = await sendProof(token, { reference: '1', proof: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`El pedido #${id} ya no espera un comprobante`);
    expect((await order(token)).payment.reference).toBe('000456789');
  });

  it('expires the order whose proof never came, not the one whose proof did', async () => {
    await expireAfter(8);
    const silent = (await laterOrder()).json();
    const proved = (await laterOrder()).json();
    expect((await sendProof(proved.token, { reference: '77', proof: true })).statusCode).toBe(200);
    const run = await runUnpaidOrders(ctx.t.database.db, new Date(Date.now() + 8 * HOUR + 60_000), {
      timeZone: 'America/Caracas',
    });
    expect(run.expired).toBe(1);
    expect((await order(silent.token)).status).toBe(PURCHASE_STATUS.CANCELLED);
    expect((await order(proved.token)).status).toBe(PURCHASE_STATUS.NOT_VERIFIED);
    // Cancelled, it takes no proof.
    expect((await sendProof(silent.token, { reference: '1', proof: true })).statusCode).toBe(409);
  });
});
