import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client.ts';

/**
 * Queues one message to every active store owner: an e-mail each, and a web push to each of
 * their subscribed devices. One statement per channel, however many owners there are.
 */
export async function enqueueToAllOwners(
  db: DbOrTx,
  mail: { subject: string; text: string },
  push: { title: string; body: string; url: string },
): Promise<number> {
  const owners = await queryRows<{ n: number }>(
    db,
    sql`with queued as (
          insert into outbox (channel, recipient, payload)
          select 'email', u.email, ${JSON.stringify(mail)}::jsonb
          from users u where u.role_id = 2 and u.status_id = 1
          returning 1)
        select count(*)::int as n from queued`,
  );
  await db.execute(sql`
    insert into outbox (channel, recipient, payload)
    select 'push', s.id::text, ${JSON.stringify(push)}::jsonb
    from push_subscriptions s join users u on u.id = s.user_id
    where u.role_id = 2 and u.status_id = 1`);
  return Number(owners[0]?.n ?? 0);
}
