import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bankBody, TICKET_BILL_STATUS as S } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '#server/db/client.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import { freshDatabase } from '#server/test/harness.ts';
import { diskFileStore, storedFiles } from '#server/test/stored-files.ts';
import { seedDemoAccounts } from './demo.ts';
import { seedDemoTickets, TICKET_CODE_ALPHABET } from './demo-tickets.ts';

let dataDir: string;
let database: Database;
let files: FileStore;
const now = new Date();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-demo-tickets-'));
  files = diskFileStore(path.join(dataDir, 'files'));
  database = await freshDatabase();
  await seedDemoAccounts(database.db);
  await database.db.transaction((tx) => seedDemoTickets(tx, { files, now }));
});
afterAll(async () => {
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(database.db, query))[0]!;

describe('demo ticket master', () => {
  it('sells 40 % in dollars through three valid accounts', async () => {
    const manager = await one<{ dollar_percent: number }>(
      sql`select m.dollar_percent from ticket_managers m join users u on u.id = m.user_id
          where u.email = 'taquilla@vitrina.test'`,
    );
    expect(manager.dollar_percent).toBe(40);
    const accounts = await queryRows<Record<string, string>>(database.db, sql`select * from ticket_accounts`);
    expect(accounts.map((a) => a.account_type).sort()).toEqual(['USD', 'VES', 'VES']);
    for (const a of accounts) {
      const parsed = bankBody.safeParse({
        bank_name: a.bank_name,
        account_type: a.account_type,
        account_number: a.account_number,
        owner_full_name: a.owner_full_name,
        owner_idenfication_type: a.owner_idenfication_type,
        owner_idenfication: a.owner_idenfication,
      });
      expect(parsed.success, a.bank_name).toBe(true);
      expect(parsed.data?.account_number).toBe(a.account_number);
      expect(a.message).toBeTruthy();
    }
  });

  it('has an ended concert and an upcoming festival with their types and pictures', async () => {
    const events = await queryRows<{
      id: number;
      name: string;
      starts_at: Date;
      status: number;
      image: string;
    }>(database.db, sql`select id, name, starts_at, status, image from ticket_events order by starts_at`);
    expect(events).toHaveLength(2);
    const [concert, festival] = events as [(typeof events)[0], (typeof events)[0]];
    expect(new Date(concert.starts_at).getTime()).toBeLessThan(now.getTime() - 50 * 86_400_000);
    expect(new Date(festival.starts_at).getTime()).toBeGreaterThan(now.getTime() + 14 * 86_400_000);
    expect(festival.status).not.toBe(0);
    const onDisk = await storedFiles(files);
    for (const e of events) expect(onDisk).toContain(e.image);
    const types = await queryRows<{ event_id: number; name: string; price_cents: number }>(
      database.db,
      sql`select event_id, name, price_cents from ticket_types order by event_id, position`,
    );
    expect(types.filter((t) => t.event_id === concert.id).map((t) => t.name)).toEqual(['General', 'VIP']);
    expect(types.filter((t) => t.event_id === festival.id)).toHaveLength(3);
  });

  it('has about 300 sales in every state, sold never above quota and equal to the seats kept', async () => {
    const byStatus = await queryRows<{ status: number; n: number }>(
      database.db,
      sql`select status, count(*)::int as n from ticket_bills group by status`,
    );
    const n = (status: number) => byStatus.find((r) => r.status === status)?.n ?? 0;
    const total = byStatus.reduce((s, r) => s + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(270);
    expect(total).toBeLessThanOrEqual(310);
    expect(n(S.PENDING)).toBeGreaterThanOrEqual(30);
    expect(n(S.NOT_VERIFIED)).toBeGreaterThanOrEqual(8);
    expect(n(S.REJECTED)).toBeGreaterThanOrEqual(15);
    expect(n(S.VERIFIED)).toBeGreaterThan(total / 2);

    const types = await queryRows<{ quota: number; sold: number; kept: number }>(
      database.db,
      sql`select t.quota, t.sold, coalesce((select sum(l.quantity) from ticket_bill_lines l
            join ticket_bills b on b.id = l.bill_id where l.ticket_type_id = t.id and b.status <> ${S.REJECTED}), 0)::int as kept
          from ticket_types t`,
    );
    for (const t of types) {
      expect(t.sold).toBeLessThanOrEqual(t.quota);
      expect(t.sold).toBe(t.kept);
    }
    // The concert's VIP seats ran out: a sold-out type to show.
    expect(types.some((t) => t.sold === t.quota)).toBe(true);

    const bad = await one<{ n: number }>(
      sql`select count(*)::int as n from ticket_bills b where
            b.quantity <> (select sum(quantity) from ticket_bill_lines where bill_id = b.id)
            or b.total_cents <> (select sum(quantity * price_cents) from ticket_bill_lines where bill_id = b.id)
            or b.usd_cents <> round(b.total_cents * 0.40)
            or b.ves_cents <> round((b.total_cents - b.usd_cents) * b.dollar_rate)
            or b.quantity not between 1 and 4 or b.access_token !~ '^[A-Za-z0-9_-]{43}$'
            or b.proof_image is null or b.reference = ''`,
    );
    expect(bad.n).toBe(0);
    const channels = await queryRows<{ channel: string }>(
      database.db,
      sql`select distinct channel from ticket_bills order by channel`,
    );
    expect(channels.map((c) => c.channel)).toEqual(['telegram', 'web']);
    const buyers = await one<{ n: number; unset: number }>(
      sql`select count(*)::int as n, count(*) filter (where lastname = 'Not set')::int as unset from ticket_users`,
    );
    expect(buyers.n).toBe(150);
    expect(buyers.unset).toBeGreaterThan(0);
  });

  it('has unique ticket codes for every verified seat and check-ins only on verified sales', async () => {
    const seats = await one<{ n: number }>(
      sql`select coalesce(sum(quantity), 0)::int as n from ticket_bills where status = ${S.VERIFIED}`,
    );
    const codes = await queryRows<{ code: string; status: number }>(
      database.db,
      sql`select t.code, b.status from tickets t join ticket_bills b on b.id = t.bill_id`,
    );
    expect(codes).toHaveLength(seats.n);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    const shape = new RegExp(`^[${TICKET_CODE_ALPHABET}]{12}$`);
    expect(codes.every((c) => shape.test(c.code) && c.status === S.VERIFIED)).toBe(true);

    const checkIns = await queryRows<{ past: boolean; n: number; checked: number; during: number }>(
      database.db,
      sql`select e.starts_at < now() as past, count(*)::int as n,
            count(t.checked_in_at)::int as checked,
            count(*) filter (where t.checked_in_at between e.starts_at - interval '1 hour' and e.ends_at)::int as during
          from tickets t join ticket_events e on e.id = t.event_id group by 1`,
    );
    const past = checkIns.find((c) => c.past)!;
    const upcoming = checkIns.find((c) => !c.past)!;
    expect(past.checked / past.n).toBeGreaterThan(0.6);
    expect(past.checked / past.n).toBeLessThan(0.8);
    expect(past.during).toBe(past.checked);
    expect(upcoming.checked).toBeGreaterThan(0);
    expect(upcoming.checked).toBeLessThanOrEqual(6);
  });
});
