import { ROLES, type TicketBillDetail, type TicketPurchaseReply } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorTexts } from '#server/lib/errors.ts';
import { purchaseTexts } from '#server/modules/tickets/purchases/purchase.texts.ts';
import { ticketBills, ticketManagers } from '#server/modules/tickets/tickets.tables.ts';
import { testImage } from '#server/test/multipart.ts';
import { storedFiles } from '#server/test/stored-files.ts';
import {
  buyer,
  countRows,
  DOLLAR_PERCENT,
  insertPublicEvent,
  purchaseCall,
  withPurchaseApp,
} from '#server/test/ticket-purchases.ts';
import { soldOf } from '#server/test/tickets.ts';

// A price split between dollars and bolívares (the demo manager's 30 %) is paid in two transfers,
// each with its account, reference and proof: what the purchase refuses of each part, what it
// stores, and how the review shows each part with its own duplicate warnings.

const ctx = withPurchaseApp();
const buy = purchaseCall(ctx);

const billOf = async (token: string) => {
  const [row] = await ctx.t.database.db.select().from(ticketBills).where(eq(ticketBills.accessToken, token));
  return row!;
};
const detail = async (id: number) =>
  (
    await ctx.t.injectAs(ROLES.TICKETMASTER, { method: 'GET', url: `/api/ticket/ticket-bills/${id}` })
  ).json<TicketBillDetail>();

describe('a purchase split between dollars and bolívares', () => {
  it('refuses each missing or wrong part in Spanish and stores nothing', async () => {
    const db = ctx.t.database.db;
    const e = await insertPublicEvent(db, ctx.fx.managerId);
    const fields = { ...buyer(), account_id: String(ctx.fx.accountId), [`qty_${e.types[0]!.id}`]: '1' };
    const bills = await countRows(db, 'ticket_bills');
    const files = await storedFiles(ctx.t.files);

    // The form's empty boxes: each named in Spanish, with the proof the form lacks.
    const nothing = await buy(e.id, { ...fields, ves_account_id: '', ves_reference: '' }, ctx.png, null);
    expect(nothing.statusCode).toBe(422);
    expect(Object.keys(nothing.json().errors).sort()).toEqual(['ves_account_id', 'ves_reference']);
    const parts = await buy(e.id, { ...fields, ves_account_id: String(ctx.fx.accountId) }, ctx.png, null);
    expect(parts.statusCode).toBe(422);
    expect(parts.json().errors).toEqual({
      ves_reference: [purchaseTexts.vesReferenceRequired],
      ves_proof: [purchaseTexts.vesProofRequired],
    });
    const foreign = await buy(e.id, {
      ...fields,
      ves_account_id: String(ctx.fx.otherAccountId),
      ves_reference: 'BS-1',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ ves_account_id: [purchaseTexts.vesAccountRequired] });
    const samePicture = await buy(e.id, fields, ctx.png, ctx.png);
    expect(samePicture.statusCode).toBe(422);
    expect(samePicture.json().errors).toEqual({ ves_proof: [purchaseTexts.vesProofSame] });
    const notPicture = await buy(e.id, fields, ctx.png, Buffer.from('%PDF-1.4 not a picture'));
    expect(notPicture.statusCode).toBe(422);
    expect(notPicture.json().errors).toEqual({ ves_proof: [errorTexts.imageType] });

    expect(await countRows(db, 'ticket_bills')).toBe(bills);
    expect(await storedFiles(ctx.t.files)).toEqual(files);
    expect(await soldOf(db, e.types[0]!.id)).toBe(0);
  });

  it('stores both parts, and the review shows each with its own warnings', async () => {
    const db = ctx.t.database.db;
    const e = await insertPublicEvent(db, ctx.fx.managerId);
    const qty = { [`qty_${e.types[0]!.id}`]: '1' };
    const first = await buy(e.id, {
      ...buyer({ email: 'primera@example.com', reference: 'USD-100' }),
      account_id: String(ctx.fx.accountId),
      ves_account_id: String(ctx.fx.accountId),
      ves_reference: 'BS-200',
      ...qty,
    });
    expect(first.statusCode).toBe(201);
    const a = await billOf(first.json<TicketPurchaseReply>().token);
    expect(a).toMatchObject({ reference: 'USD-100', vesReference: 'BS-200', vesAccountId: ctx.fx.accountId });
    expect(a.vesProofImage).toBeTruthy();
    expect(a.vesProofHash).not.toBe(a.proofHash);
    expect(a.dollarPercent).toBe(DOLLAR_PERCENT);

    // A second sale whose dollar part reuses the first's bolívar reference, and whose bolívar
    // part reuses the first's bolívar picture.
    const second = await buy(
      e.id,
      {
        ...buyer({ email: 'segunda@example.com', reference: 'BS-200' }),
        account_id: String(ctx.fx.accountId),
        ves_account_id: String(ctx.fx.accountId),
        ves_reference: 'BS-999',
        ...qty,
      },
      await testImage('png', 64, 200),
      ctx.vesPng,
    );
    expect(second.statusCode).toBe(201);
    const b = await billOf(second.json<TicketPurchaseReply>().token);
    const seen = await detail(b.id);
    expect(seen.reference).toBe('BS-200');
    expect(seen.ves_reference).toBe('BS-999');
    expect(seen.warnings).toEqual({ same_reference: [a.id], same_proof: [] });
    expect(seen.ves_part).toMatchObject({
      account: { id: ctx.fx.accountId },
      reference: 'BS-999',
      warnings: { same_reference: [], same_proof: [a.id] },
    });
    expect(seen.ves_part!.proof_image).toMatch(/^\/api\/files\/private\//);
    // The signed link serves the bolívar part's picture.
    const file = await ctx.t.inject({ method: 'GET', url: seen.ves_part!.proof_image! });
    expect(file.statusCode).toBe(200);
    // The list finds a sale by its bolívar part's reference.
    const found = await ctx.t.injectAs(ROLES.TICKETMASTER, {
      method: 'GET',
      url: '/api/ticket/ticket-bills?opt=5&q=BS-999',
    });
    expect(found.json().data.map((r: { id: number }) => r.id)).toEqual([b.id]);
  });

  it('lets exactly one of 20 simultaneous verifications of a split sale through', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const res = await buy(e.id, {
      ...buyer({ email: 'carrera@example.com' }),
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: '2',
    });
    const bill = await billOf(res.json<TicketPurchaseReply>().token);
    await detail(bill.id); // signed in before the burst
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.t.injectAs(ROLES.TICKETMASTER, {
          method: 'PUT',
          url: `/api/ticket/ticket-bills/${bill.id}`,
          payload: { opt: 2 },
        }),
      ),
    );
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect((await detail(bill.id)).tickets).toHaveLength(2);
  });

  it('takes the whole in one currency only where the organiser allows it', async () => {
    const db = ctx.t.database.db;
    const e = await insertPublicEvent(db, ctx.fx.managerId);
    const whole = {
      ...buyer({ email: 'todo-bs@example.com', reference: 'UNA-1' }),
      account_id: String(ctx.fx.accountId),
      pay_in: 'ves',
      [`qty_${e.types[0]!.id}`]: '1',
    };
    const refused = await buy(e.id, whole, ctx.png, null);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ pay_in: [purchaseTexts.wholeNotAllowed] });

    const master = (payload: object) =>
      ctx.t.injectAs(ROLES.TICKETMASTER, {
        method: 'PUT',
        url: `/api/ticket/ticket-manager/${ctx.fx.managerId}`,
        payload,
      });
    const allowed = await master({ dollar_percent: DOLLAR_PERCENT, whole_payment: true });
    expect(allowed.json().data).toMatchObject({ dollar_percent: DOLLAR_PERCENT, whole_payment: true });
    try {
      const page = await ctx.t.inject({ method: 'GET', url: `/api/public/events/${e.id}` });
      expect(page.json()).toMatchObject({ dollar_percent: DOLLAR_PERCENT, whole_payment: true });
      const res = await buy(e.id, whole, ctx.png, null);
      expect(res.statusCode).toBe(201);
      const bill = await billOf(res.json<TicketPurchaseReply>().token);
      // The whole price in bolívares at the rate, in one transfer: the sale keeps its 0 % in dollars.
      expect(bill).toMatchObject({ dollarPercent: 0, usdCents: 0, vesReference: null, reference: 'UNA-1' });
      expect(bill.vesCents).toBe(Math.round(bill.totalCents * Number(bill.dollarRate)));
      // The percent alone leaves the choice as it was.
      expect((await master({ dollar_percent: DOLLAR_PERCENT })).json().data.whole_payment).toBe(true);
    } finally {
      await master({ dollar_percent: DOLLAR_PERCENT, whole_payment: false });
    }
  });

  it('takes one transfer when the whole price is paid in dollars, ignoring a bolívar part', async () => {
    const db = ctx.t.database.db;
    await db
      .update(ticketManagers)
      .set({ dollarPercent: 100 })
      .where(eq(ticketManagers.id, ctx.fx.managerId));
    try {
      const e = await insertPublicEvent(db, ctx.fx.managerId);
      const res = await buy(e.id, {
        ...buyer(),
        account_id: String(ctx.fx.accountId),
        [`qty_${e.types[0]!.id}`]: '1',
      });
      expect(res.statusCode).toBe(201);
      const bill = await billOf(res.json<TicketPurchaseReply>().token);
      expect(bill).toMatchObject({ vesReference: null, vesProofImage: null, vesAccountId: null });
      expect((await detail(bill.id)).ves_part).toBeNull();
    } finally {
      await db
        .update(ticketManagers)
        .set({ dollarPercent: DOLLAR_PERCENT })
        .where(eq(ticketManagers.id, ctx.fx.managerId));
    }
  });
});
