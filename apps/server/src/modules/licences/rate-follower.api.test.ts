import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { startRateFollower } from './rate-follower.worker.ts';

// The central bank's page as a local fake: the rate it publishes, or a failure; every visit counted.
let published: string | null = '36,52170000';
let visits = 0;
const page = (rate: string) =>
  `<html><div id="euro"><strong> 42,16430000 </strong></div><div id="dolar" class="col-sm-12"><span> USD</span><div class="centrado"><strong> ${rate} </strong></div></div></html>`;
let source: Server;
let sourceUrl: string;
let t: TestApp;

beforeAll(async () => {
  source = createServer((_req, res) => {
    visits += 1;
    if (published === null) res.writeHead(500).end('error');
    else res.writeHead(200, { 'content-type': 'text/html' }).end(page(published));
  });
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
  sourceUrl = `http://127.0.0.1:${(source.address() as AddressInfo).port}/`;
  // The job is off in the app; each test runs it when it needs it.
  t = await createTestApp({ env: { RATE_SOURCE_URL: sourceUrl, RATE_SOURCE_EVERY_MINUTES: '0' } });
});
afterAll(async () => {
  await t?.close();
  source?.close();
});

const admin = (o: Parameters<TestApp['inject']>[0]) => t.injectAs(ROLES.ADMIN, o);
const rateState = async () => {
  const {
    plans: _plans,
    accounts: _accounts,
    ...state
  } = (await admin({ method: 'GET', url: '/api/plans' })).json();
  return state;
};
const follow = (value: unknown) =>
  admin({ method: 'PUT', url: '/api/plans/dollar-rate/follow', payload: { follow: value } });
/** The job as two machines would run it at once, with an hourly period. */
async function runOnTwoMachines() {
  const machines = [1, 2].map(() =>
    startRateFollower({
      db: t.database.db,
      source: { url: sourceUrl, parser: 'bcv' },
      everyMs: 3_600_000,
      log: t.app.log,
    }),
  );
  const read = await Promise.all(machines.map((m) => m.runNow()));
  await Promise.all(machines.map((m) => m.stop()));
  return read;
}

describe('the published dollar rate', () => {
  it('is followed by default where a source is set; one machine of two reads it, and it is in force', async () => {
    expect(await rateState()).toEqual({
      dollar_rate: 1,
      dollar_rate_at: null,
      dollar_rate_origin: 'default',
      dollar_rate_published: true,
      dollar_rate_follows: true,
    });
    const before = visits;
    expect((await runOnTwoMachines()).sort()).toEqual([0, 1]);
    expect(visits - before).toBe(1);
    const state = await rateState();
    expect(state).toMatchObject({
      dollar_rate: 36.5217,
      dollar_rate_origin: 'published',
      dollar_rate_follows: true,
    });
    expect(Date.now() - Date.parse(state.dollar_rate_at)).toBeLessThan(60_000);
    // What owners pay licences at, and what VES sales are priced at.
    expect((await t.injectAs(ROLES.CLIENT, { method: 'GET', url: '/api/plans' })).json().dollar_rate).toBe(
      36.5217,
    );
    const [audit] = await queryRows<{ actor_user_id: number | null; changes: unknown }>(
      t.database.db,
      sql`select actor_user_id, changes from audit_log where kind = 'dollar_rate.update' order by id desc limit 1`,
    );
    expect(audit).toEqual({ actor_user_id: null, changes: { dollar_rate: { from: 1, to: 36.5217 } } });
    // Within the period, neither machine reads it again.
    expect(await runOnTwoMachines()).toEqual([0, 0]);
    expect(visits - before).toBe(1);
  });

  it("the admin's rate overrides it: the job no longer reads the source", async () => {
    const set = await admin({ method: 'PUT', url: '/api/plans/dollar-rate', payload: { dollarRate: 40 } });
    expect(set.json()).toMatchObject({
      dollar_rate: 40,
      dollar_rate_origin: 'admin',
      dollar_rate_follows: false,
    });
    await t.database.db.execute(sql`delete from platform_settings where key = 'dollar_rate_checked'`);
    const before = visits;
    expect(await runOnTwoMachines()).toEqual([0, 0]);
    expect(visits).toBe(before);
    expect((await rateState()).dollar_rate).toBe(40);
  });

  it('following again reads it at once; a source that fails changes nothing and says so', async () => {
    published = null;
    const failed = await follow(true);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toBe(
      'No se pudo leer la tasa publicada; se mantiene la tasa vigente. Intente de nuevo más tarde.',
    );
    expect(await rateState()).toMatchObject({
      dollar_rate: 40,
      dollar_rate_origin: 'admin',
      dollar_rate_follows: false,
    });

    published = '37,10000000';
    const ok = await follow(true);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Se sigue la tasa publicada',
      dollar_rate: 37.1,
      dollar_rate_origin: 'published',
      dollar_rate_follows: true,
    });

    const stop = await follow(false);
    expect(stop.json()).toMatchObject({
      message: 'La tasa ya no sigue la publicada',
      dollar_rate: 37.1,
      dollar_rate_follows: false,
    });
  });

  it('a page that is not a rate leaves the rate in force', async () => {
    published = 'Mantenimiento';
    expect((await follow(true)).statusCode).toBe(503);
    expect(await rateState()).toMatchObject({ dollar_rate: 37.1, dollar_rate_follows: false });
  });

  it('only the admin decides, with a boolean', async () => {
    for (const role of [ROLES.CLIENT, ROLES.CASHIER, ROLES.TICKETMASTER]) {
      const res = await t.injectAs(role, {
        method: 'PUT',
        url: '/api/plans/dollar-rate/follow',
        payload: { follow: true },
      });
      expect(res.statusCode).toBe(403);
    }
    const bad = await follow('yes');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.follow).toHaveLength(1);
  });
});
