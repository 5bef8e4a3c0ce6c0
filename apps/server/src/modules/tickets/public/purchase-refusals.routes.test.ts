import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { errorTexts } from '#server/lib/errors.ts';
import { purchaseTexts } from '#server/modules/tickets/purchases/purchase.texts.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import {
  buyer,
  countRows,
  freshAddress,
  insertPublicEvent,
  purchaseCall,
  withPurchaseApp,
} from '#server/test/ticket-purchases.ts';
import { soldOf } from '#server/test/tickets.ts';

// What a purchase refuses: a missing or bad proof, another event's type or another manager's
// account, an event no longer on sale, a bad quantity, more seats than are left (one at a time
// and under 50 simultaneous buyers), and too many attempts from one address.

const ctx = withPurchaseApp();
const buy = purchaseCall(ctx);

describe('POST public/events/{id}/purchase', () => {
  it('refuses a purchase without a proof, with a file that is not a picture, or over 5 MB', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const fields = { ...buyer(), account_id: String(ctx.fx.accountId), [`qty_${e.types[0]!.id}`]: '1' };
    const before = await storedFiles(ctx.t.files);
    const missing = await buy(e.id, fields, null);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.proof).toEqual([purchaseTexts.proofRequired]);
    const json = await ctx.t.inject({
      method: 'POST',
      url: `/api/public/events/${e.id}/purchase`,
      payload: {
        ...fields,
        account_id: ctx.fx.accountId,
        lines: [{ ticket_type_id: e.types[0]!.id, quantity: 1 }],
      },
      ...freshAddress(),
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.proof).toEqual([purchaseTexts.proofRequired]);
    const text = await buy(e.id, fields, Buffer.from('%PDF-1.4 not a picture'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.proof).toEqual([errorTexts.imageType]);
    const huge = await buy(e.id, fields, Buffer.concat([ctx.png, Buffer.alloc(5 * 1024 * 1024)]));
    expect(huge.statusCode).toBe(413);
    expect(await storedFiles(ctx.t.files)).toEqual(before);
    expect(await soldOf(ctx.t.database.db, e.types[0]!.id)).toBe(0);
  });

  it('refuses a type of another event and an account of another manager (422)', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const other = await insertPublicEvent(ctx.t.database.db, ctx.fx.otherManagerId);
    const foreignType = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${other.types[0]!.id}`]: '1',
    });
    expect(foreignType.statusCode).toBe(422);
    expect(foreignType.json().errors.lines).toEqual([purchaseTexts.unknownType]);
    const foreignAccount = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.otherAccountId),
      [`qty_${e.types[0]!.id}`]: '1',
    });
    expect(foreignAccount.statusCode).toBe(422);
    expect(foreignAccount.json().errors.account_id).toEqual([purchaseTexts.unknownAccount]);
    expect(await soldOf(ctx.t.database.db, other.types[0]!.id)).toBe(0);
  });

  it.each([
    ['inactive', { status: 0 }],
    [
      'over (its end passed)',
      { startsAt: new Date(Date.now() - 5 * 3_600_000), endsAt: new Date(Date.now() - 60_000) },
    ],
    ['over (started 13 h ago, no end)', { startsAt: new Date(Date.now() - 13 * 3_600_000) }],
  ])('refuses an event that is %s (409)', async (_, over) => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, over);
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: '1',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(purchaseTexts.salesClosed);
  });

  it('still sells an event that started 6 hours ago without an end', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      startsAt: new Date(Date.now() - 6 * 3_600_000),
    });
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: '1',
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([['0'], ['21'], ['-1'], ['dos']])('refuses a quantity of %s (422, Spanish)', async (qty) => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: qty,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    const lineErrors = Object.entries(errors).filter(([k]) => k.startsWith('lines'));
    expect(lineErrors.flatMap(([, v]) => v).join(' ')).toMatch(/cantidad/i);
  });

  it('refuses more seats than are left (409) and stores nothing, proof file included', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      types: [
        { name: 'General', priceCents: 1000, quota: 10 },
        { name: 'Mesa', priceCents: 9000, quota: 3, sold: 2 },
      ],
    });
    const bills = await countRows(ctx.t.database.db, 'ticket_bills');
    const files = await storedFiles(ctx.t.files);
    const res = await buy(e.id, {
      ...buyer(),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: '2',
      [`qty_${e.types[1]!.id}`]: '2',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Solo queda 1 entrada de «Mesa»');
    expect(await soldOf(ctx.t.database.db, e.types[0]!.id)).toBe(0);
    expect(await soldOf(ctx.t.database.db, e.types[1]!.id)).toBe(2);
    expect(await countRows(ctx.t.database.db, 'ticket_bills')).toBe(bills);
    expect(await storedFiles(ctx.t.files)).toEqual(files);
  });

  it('sells exactly the seats left to 50 simultaneous buyers', { timeout: 120_000 }, async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      types: [{ name: 'Última fila', priceCents: 1500, quota: 100, sold: 90 }],
    });
    const typeId = e.types[0]!.id;
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        buy(e.id, {
          ...buyer({ email: `fila${i}@example.com` }),
          account_id: String(ctx.fx.accountId),
          [`qty_${typeId}`]: '1',
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await soldOf(ctx.t.database.db, typeId)).toBe(100);
    const [sold] = await queryRows<{ n: number }>(
      ctx.t.database.db,
      sql`select count(*)::int as n from ticket_bills where event_id = ${e.id}`,
    );
    expect(sold!.n).toBe(10);
  });

  it('throttles an address after 20 attempts in 10 minutes (429)', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const from = { remoteAddress: '192.0.2.77' };
    const attempt = () =>
      ctx.t.inject({ method: 'POST', url: `/api/public/events/${e.id}/purchase`, payload: buyer(), ...from });
    for (let i = 0; i < 20; i++) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });
});
