import { existsSync } from 'node:fs';
import path from 'node:path';
import { TICKET_BILL_STATUS as S, TICKET_CODE_LENGTH } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { insertBuyer, soldOf, ticketBillCalls, withTicketsFixture } from '#server/test/tickets.ts';

// The ticket master's review of a sale: verified (its tickets issued and sent), rejected (its
// seats back), not verified; once, under simultaneous reviews too.

const s = withTicketsFixture();

const { tm, detail, review } = ticketBillCalls(() => s.t);

const outboxOf = (db: typeof s.t.database.db, channel: string, since: number) =>
  queryRows<{ recipient: string; payload: Record<string, string>; bot_key: string | null }>(
    db,
    sql`select recipient, payload, bot_key from outbox where channel = ${channel} and id > ${since} order by id`,
  );
const lastOutboxId = async () =>
  Number(
    (await queryRows<{ id: number }>(s.t.database.db, sql`select coalesce(max(id), 0) as id from outbox`))[0]!
      .id,
  );

describe('PUT ticket/ticket-bills/{id}', () => {
  it('verifies: one ticket per seat with unique readable codes, e-mailed with their QR and the status link', async () => {
    const bill = await s.fx.bill({
      lines: [
        { type: 0, quantity: 2 },
        { type: 1, quantity: 1 },
      ],
    });
    const since = await lastOutboxId();
    const res = await review(bill.id, 2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Venta verificada', status: S.VERIFIED });
    const d = await detail(bill.id);
    expect(d.status).toBe(S.VERIFIED);
    expect(d.reviewed_at).not.toBeNull();
    expect(d.tickets.map((t) => t.ticket_type)).toEqual(['General', 'General', 'VIP']);
    const codes = d.tickets.map((t) => t.code);
    expect(new Set(codes).size).toBe(3);
    for (const t of d.tickets) {
      expect(t.code).toMatch(new RegExp(`^[2-9A-HJ-NP-Z]{${TICKET_CODE_LENGTH}}$`));
      expect(t.qr_url).toBe(`/api/public/ticket-qr/${t.code}`);
      expect(t.checked_in_at).toBeNull();
    }
    const mails = await outboxOf(s.t.database.db, 'email', since);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(s.fx.buyer.email);
    for (const code of codes) {
      expect(mails[0]!.payload.text).toContain(code);
      expect(mails[0]!.payload.html).toContain(`src="http://panel.test/api/public/ticket-qr/${code}"`);
    }
    expect(mails[0]!.payload.text).toContain(
      `http://panel.test/evento/${s.fx.event.id}/compra/${bill.accessToken}`,
    );
    expect(await outboxOf(s.t.database.db, 'telegram', since)).toEqual([]);
  });

  it('sends a sale bought in the bot one Telegram photo per ticket through the event bot', async () => {
    const buyer = await insertBuyer(s.t.database.db, s.managerId, { telegramChatId: 777123 });
    const bill = await s.fx.bill({
      buyerId: buyer.id,
      channel: 'telegram',
      lines: [{ type: 1, quantity: 2 }],
    });
    const since = await lastOutboxId();
    expect((await review(bill.id, 2)).statusCode).toBe(200);
    const sent = await outboxOf(s.t.database.db, 'telegram', since);
    const codes = (await detail(bill.id)).tickets.map((t) => t.code);
    expect(sent).toHaveLength(2);
    for (const [i, row] of sent.entries()) {
      expect(row).toMatchObject({ recipient: '777123', bot_key: `t:${s.fx.event.id}` });
      expect(row.payload.text).toContain(codes[i]);
      expect(existsSync(path.join(s.t.dataDir, 'files', row.payload.photo!))).toBe(true);
    }
    expect(await outboxOf(s.t.database.db, 'email', since)).toHaveLength(1);
  });

  it('rejects: the seats go back and the buyer is told; a rejected sale stays rejected', async () => {
    const [general, vip] = s.fx.event.types;
    const bill = await s.fx.bill({
      lines: [
        { type: 0, quantity: 3 },
        { type: 1, quantity: 1 },
      ],
    });
    const before = [await soldOf(s.t.database.db, general!.id), await soldOf(s.t.database.db, vip!.id)];
    const since = await lastOutboxId();
    const res = await review(bill.id, 1);
    expect(res.json()).toEqual({ message: 'Venta rechazada', status: S.REJECTED });
    expect([await soldOf(s.t.database.db, general!.id), await soldOf(s.t.database.db, vip!.id)]).toEqual([
      before[0]! - 3,
      before[1]! - 1,
    ]);
    const mails = await outboxOf(s.t.database.db, 'email', since);
    expect(mails.map((m) => [m.recipient, m.payload.subject])).toEqual([
      [s.fx.buyer.email, expect.stringContaining('rechazada')],
    ]);
    const again = await review(bill.id, 2);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta venta ya fue revisada; actualice la página para ver su estado');
    expect(await soldOf(s.t.database.db, general!.id)).toBe(before[0]! - 3);
  });

  it('marks a sale not verified, and it can still be verified later; never back to pending', async () => {
    const bill = await s.fx.bill();
    expect((await review(bill.id, 4)).json()).toEqual({
      message: 'Venta marcada como no verificada',
      status: S.NOT_VERIFIED,
    });
    expect((await review(bill.id, 4)).statusCode).toBe(409);
    const back = await review(bill.id, 3);
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Una venta revisada no puede volver a pendiente');
    expect((await review(bill.id, 2)).statusCode).toBe(200);
  });

  it('lets exactly one of 20 simultaneous verifications of a sale through, and issues its tickets once', async () => {
    const bill = await s.fx.bill({ lines: [{ type: 0, quantity: 2 }] });
    await detail(bill.id); // signed in before the burst, even when this test runs alone
    const replies = await Promise.all(Array.from({ length: 20 }, () => review(bill.id, 2)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const d = await detail(bill.id);
    expect(d.status).toBe(S.VERIFIED);
    expect(d.tickets).toHaveLength(2);
  });

  it('keeps a sale whole when verifications and rejections race: each wins at most once, in an allowed order', async () => {
    const bill = await s.fx.bill({ lines: [{ type: 0, quantity: 2 }] });
    await detail(bill.id);
    const opts = Array.from({ length: 20 }, (_, i) => (i % 2 ? 2 : 1));
    const replies = await Promise.all(opts.map((opt) => review(bill.id, opt)));
    const won = (opt: number) => replies.filter((r, i) => opts[i] === opt && r.statusCode === 200).length;
    expect(replies.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(won(2)).toBeLessThanOrEqual(1);
    expect(won(1)).toBeLessThanOrEqual(1);
    const d = await detail(bill.id);
    // Verified first, a rejection may still refund it (no ticket has entered); a rejection first is final.
    if (won(1) === 1) expect(d.status).toBe(S.REJECTED);
    else expect(d.status).toBe(S.VERIFIED);
    expect(d.tickets).toHaveLength(won(2) === 1 ? 2 : 0);
  });

  it('refuses a bad review with 422 in Spanish', async () => {
    const bill = await s.fx.bill();
    for (const payload of [{ opt: 0 }, { opt: 5 }, { opt: 'x' }, { opt: 1.5 }, {}]) {
      const res = await tm('PUT', `ticket/ticket-bills/${bill.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors.opt.join(' ')).toMatch(/^El campo/);
    }
    expect((await detail(bill.id)).status).toBe(S.PENDING);
  });
});
