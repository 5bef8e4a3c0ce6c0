import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import type { OtherAccount } from '#server/test/accounts.ts';
import type { TestApp } from '#server/test/harness.ts';
import { licenceCalls, licencesFixture } from '#server/test/licences.ts';
import { salesFixture } from '#server/test/sales.ts';
import { queueMembershipReminders } from './membership.service.ts';

let t: TestApp;
let other: OtherAccount;
let ownerId: number;
let storeId: number;

beforeAll(async () => {
  ({ t, other, ownerId, storeId } = await licencesFixture());
});
afterAll(async () => {
  await t?.close();
});

const { admin, owner, setUntil } = licenceCalls(() => t);

describe('a membership that ended', () => {
  it('stops sales through sales.create with a clear message, writes nothing, and sells again once renewed', async () => {
    await setUntil(ownerId, new Date(Date.now() + 30 * 86_400_000));
    const { place } = await salesFixture(t, storeId);
    await place();
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from bills where store_id = ${storeId}`,
        )
      )[0]!.n;
    const sold = await count();
    await setUntil(ownerId, new Date(Date.now() - 60_000));
    await expect(place()).rejects.toMatchObject({
      statusCode: 409,
      message: 'La membresía de la tienda terminó: no puede recibir pedidos nuevos hasta renovarla.',
    });
    expect(await count()).toBe(sold);
    const m = (await owner({ method: 'GET', url: '/api/payments/membership' })).json();
    expect(m).toMatchObject({ state: 'expired', can_sell: false, days_left: 0 });
    // Everything else stays readable.
    expect((await owner({ method: 'GET', url: `/api/store/${storeId}/products` })).statusCode).toBe(200);
    await admin({ method: 'POST', url: '/api/subscritption', payload: { months: 1, user: ownerId } });
    await place();
    expect(await count()).toBe(sold + 1);
    await t.database.db.execute(sql`update stores set status_id = 2 where id = ${storeId}`);
    await expect(place()).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/suspendida/),
    });
    await t.database.db.execute(sql`update stores set status_id = 1 where id = ${storeId}`);
  });
});

describe('membership reminders', () => {
  it('queues one e-mail and one push per device per band, once; a renewed membership gets new ones', async () => {
    const now = new Date();
    const id = other.session.user_id;
    await t.database.db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values (${id}, 'https://push.test/1', 'k', 'a')`,
    );
    const outbox = async () =>
      queryRows<{ channel: string; recipient: string }>(
        t.database.db,
        sql`select channel, recipient from outbox where recipient = 'otra@vitrina.test' or channel = 'push' order by id`,
      );
    const before = (await outbox()).length;
    await setUntil(id, new Date(now.getTime() + 5 * 86_400_000));
    expect(await queueMembershipReminders(t.database.db, now)).toBeGreaterThanOrEqual(1);
    expect(await queueMembershipReminders(t.database.db, now)).toBe(0);
    const first = (await outbox()).slice(before);
    expect(first.map((r) => r.channel).sort()).toEqual(['email', 'push']);
    // Four days later the 3-day reminder, once.
    const later = new Date(now.getTime() + 3 * 86_400_000);
    await queueMembershipReminders(t.database.db, later);
    await queueMembershipReminders(t.database.db, later);
    expect((await outbox()).length - before).toBe(4);
    // Renewed: a new end, new reminders.
    await setUntil(id, new Date(now.getTime() + 6 * 86_400_000));
    await queueMembershipReminders(t.database.db, now);
    expect((await outbox()).length - before).toBe(6);
  });
});
