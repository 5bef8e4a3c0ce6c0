import { ROLES, TICKET_OPTION } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import {
  buyer,
  freshAddress,
  insertPublicEvent,
  purchaseBody,
  purchaseCall,
  withPurchaseApp,
  withVesPart,
} from '#server/test/ticket-purchases.ts';

// A buyer's mails are written in the language they bought in: the event page's, the one the
// API was told, the chat's (ticket-bot.routes.test.ts); Spanish when none was given.

const ctx = withPurchaseApp();
const buy = purchaseCall(ctx);

const mailsTo = (email: string) =>
  queryRows<{ payload: { subject: string; text: string } }>(
    ctx.t.database.db,
    sql`select payload from outbox where channel = 'email' and recipient = ${email} order by id`,
  );

describe("the buyer's language", () => {
  it('writes the purchase mail and the tickets in the language the API was told, Spanish without one', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, { name: 'Jazz en el parque' });
    const line = { account_id: String(ctx.fx.accountId), [`qty_${e.types[0]!.id}`]: '1' };
    const english = await buy(e.id, { ...buyer({ email: 'ann@example.com' }), ...line, lang: 'en' });
    expect(english.statusCode).toBe(201);
    const spanish = await buy(e.id, { ...buyer({ email: 'ana@example.com', reference: '999' }), ...line });
    expect(spanish.statusCode).toBe(201);
    expect((await mailsTo('ann@example.com')).map((m) => m.payload.subject)).toEqual([
      'We received your purchase: Jazz en el parque',
    ]);
    expect((await mailsTo('ana@example.com')).map((m) => m.payload.subject)).toEqual([
      'Recibimos tu compra: Jazz en el parque',
    ]);
    // A language that is not one of ours is refused, in Spanish, naming the field.
    const klingon = await buy(e.id, {
      ...buyer({ email: 'k@example.com', reference: '777' }),
      ...line,
      lang: 'tlh',
    });
    expect(klingon.statusCode).toBe(422);
    expect(Object.keys(klingon.json().errors)).toEqual(['lang']);

    // The ticket master verifies: the tickets go in English too.
    const [bill] = await queryRows<{ id: number }>(
      ctx.t.database.db,
      sql`select b.id from ticket_bills b join ticket_users u on u.id = b.ticket_user_id where u.email = 'ann@example.com'`,
    );
    const review = await ctx.t.injectAs(ROLES.TICKETMASTER, {
      method: 'PUT',
      url: `/api/ticket/ticket-bills/${bill!.id}`,
      payload: { opt: TICKET_OPTION.VERIFIED },
    });
    expect(review.statusCode).toBe(200);
    const mails = await mailsTo('ann@example.com');
    expect(mails.at(-1)!.payload.subject).toBe('Your tickets for Jazz en el parque');
  });

  it("writes the event page's mails in the page's language", async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, { name: 'Salsa' });
    const form = purchaseBody(
      withVesPart({
        ...buyer({ email: 'claire@example.com' }),
        account_id: String(ctx.fx.accountId),
        [`qty_${e.types[0]!.id}`]: '2',
      }),
      ctx.png,
      ctx.vesPng,
    );
    const res = await ctx.t.inject({
      method: 'POST',
      url: `/evento/${e.id}?lang=fr`,
      ...form,
      ...freshAddress(),
    });
    expect(res.statusCode).toBe(303);
    expect((await mailsTo('claire@example.com')).map((m) => m.payload.subject)).toEqual([
      'Nous avons reçu votre achat : Salsa',
    ]);
  });
});
