import { ROLES } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client.ts';
import { type OtherAccount, signupOwner } from '#server/test/accounts.ts';
import type { FakeTelegram } from '#server/test/fake-telegram.ts';
import type { TestApp } from '#server/test/harness.ts';
import {
  addTelegramCustomers,
  connectDemoBot,
  demoStoreWithTelegram,
  outboxRows,
  productOf,
} from '#server/test/messaging.ts';
import { multipart, testImage } from '#server/test/multipart.ts';
import { salesFixture } from '#server/test/sales.ts';
import { createCampaignReportService } from './campaign-report.service.ts';

let t: TestApp;
let telegram: FakeTelegram;
let storeId: number;
let other: OtherAccount;
let fx: Awaited<ReturnType<typeof salesFixture>>;

beforeAll(async () => {
  ({ t, telegram, storeId } = await demoStoreWithTelegram());
  fx = await salesFixture(t, storeId);
  await fx.place();
  await connectDemoBot(t, telegram, storeId, 'campanas_bot');
  other = await signupOwner(t, 'otra@vitrina.test');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await telegram?.close();
});

const owner = (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.injectAs(ROLES.CLIENT, { method, url, ...(payload ? { payload } : {}) });
const tick = () => createCampaignReportService({ db: t.database.db, onOutbox: () => {} }).tick();

describe('GET campaigns/audience', () => {
  it('counts the reachable customers of an audience per channel', async () => {
    expect((await owner('GET', '/api/campaigns/audience')).json()).toEqual({ telegram: 1, web: 1, total: 2 });
    expect((await owner('GET', '/api/campaigns/audience?channel=web')).json()).toEqual({
      telegram: 0,
      web: 1,
      total: 1,
    });
    // María (Telegram) bought the arepas today; José (web) bought nothing.
    const bought = await owner('GET', `/api/campaigns/audience?product_id=${fx.arepa.id}&within_days=7`);
    expect(bought.json()).toEqual({ telegram: 1, web: 0, total: 1 });
    const ofCatalogue = await owner('GET', `/api/campaigns/audience?catalogue_id=${fx.catalogue.id}`);
    expect(ofCatalogue.json()).toEqual({ telegram: 1, web: 0, total: 1 });
  });

  it('answers 404 for another store’s product, 422 for a bad filter, 403 for other roles', async () => {
    const product = await productOf(other);
    expect((await owner('GET', `/api/campaigns/audience?product_id=${product.id}`)).statusCode).toBe(404);
    const bad = await owner('GET', '/api/campaigns/audience?channel=fax&within_days=0');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['channel', 'within_days']);
    for (const role of [ROLES.ADMIN, ROLES.CASHIER, ROLES.DELIVERY]) {
      expect((await t.injectAs(role, { method: 'GET', url: '/api/campaigns/audience' })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('POST campaigns', () => {
  it('creates a campaign with its recipients and starts sending; the report fills as the outbox drains', async () => {
    const res = await owner('POST', '/api/campaigns', { channel: 'all', text: 'Descuento de fin de semana' });
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Campaña creada: el envío comenzó');
    expect(data).toMatchObject({ kind: 'campaign', status: 'sending', counts: { total: 2 } });
    await t.app.outbox.drain();
    const report = (await owner('GET', `/api/campaigns/${data.id}`)).json();
    expect(report).toMatchObject({
      status: 'done',
      counts: { total: 2, sent: 2, queued: 0 },
      eta_seconds: null,
    });
    const recipients = (await owner('GET', `/api/campaigns/${data.id}/recipients?status=sent`)).json();
    expect(recipients.data.map((r: { name: string; channel: string }) => [r.channel, r.name]).sort()).toEqual(
      [
        ['email', 'José Rodríguez'],
        ['telegram', 'María González'],
      ],
    );
    expect(recipients.meta.total).toBe(2);
    const list = (await owner('GET', '/api/campaigns?status=done')).json();
    expect(list.data.map((c: { id: number }) => c.id)).toContain(data.id);
  });

  it('takes a picture in a multipart form', async () => {
    const res = await t.injectAs(ROLES.CLIENT, {
      method: 'POST',
      url: '/api/campaigns',
      ...multipart([
        { name: 'channel', value: 'telegram' },
        { name: 'text', value: 'Con foto' },
        { name: 'image', value: await testImage(), filename: 'f.png', type: 'image/png' },
      ]),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.image_url).toMatch(/^\/api\/files\/.+\.png$/);
    const [row] = await outboxRows(t, res.json().data.id);
    expect(row!.payload).toMatchObject({ text: 'Con foto', photo: expect.stringMatching(/\.png$/) });
  });

  it('refuses bad input in Spanish and an audience without recipients', async () => {
    const long = await owner('POST', '/api/campaigns', { text: 'a'.repeat(1025) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.text).toEqual(['El campo texto no debe superar 1024 caracteres']);
    const empty = await owner('POST', '/api/campaigns', {
      channel: 'web',
      product_id: fx.arepa.id,
      text: 'Hola',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('La audiencia elegida no tiene destinatarios');
    const past = await owner('POST', '/api/campaigns', { text: 'x', scheduled_at: 'mañana' });
    expect(past.statusCode).toBe(422);
    for (const role of [ROLES.ADMIN, ROLES.CASHIER, ROLES.DELIVERY]) {
      const res = await t.injectAs(role, { method: 'POST', url: '/api/campaigns', payload: { text: 'x' } });
      expect(res.statusCode).toBe(403);
    }
  });

  it('sends a test to the owner only, outside the campaign list', async () => {
    const before = (await owner('GET', '/api/campaigns')).json().meta.total;
    const res = await owner('POST', '/api/campaigns/test', { text: 'Así se verá', product_id: fx.malta.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Prueba enviada a su correo y a sus dispositivos');
    const mail = (await outboxRows(t))
      .filter((r) => r.channel === 'email' && r.recipient === 'tienda@vitrina.test')
      .at(-1);
    expect(mail!.payload.text).toContain('Así se verá');
    expect((await owner('GET', '/api/campaigns')).json().meta.total).toBe(before);
  });
});

describe('campaign lifecycle', () => {
  let id: number;

  it('pauses once when twenty pauses arrive together; resumes and cancels by the rules', async () => {
    await addTelegramCustomers(t, storeId, 120);
    const res = await owner('POST', '/api/campaigns', { channel: 'telegram', text: 'Gran venta' });
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().data.id;
    expect(res.json().data.counts.total).toBe(121);
    expect(res.json().data.eta_seconds).toBeGreaterThanOrEqual(5);
    const pauses = await Promise.all(
      Array.from({ length: 20 }, () => owner('POST', `/api/campaigns/${id}/pause`)),
    );
    expect(pauses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = pauses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(19);
    expect(refused[0]!.json().message).toBe('Solo se puede pausar una campaña que se está enviando');
    const paused = (await owner('GET', `/api/campaigns/${id}`)).json();
    expect(paused.status).toBe('paused');
    const held = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from outbox where campaign_id = ${id} and status = 'pending'`,
    );
    expect(held[0]!.n).toBe(0);
    expect(paused.counts.queued + paused.counts.sent + paused.counts.failed + paused.counts.unreachable).toBe(
      121,
    );

    const resumed = await owner('POST', `/api/campaigns/${id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json()).toMatchObject({ message: 'Campaña reanudada', data: { status: 'sending' } });
    expect((await owner('POST', `/api/campaigns/${id}/resume`)).statusCode).toBe(409);
    const cancelled = await owner('POST', `/api/campaigns/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(cancelled.json().data.counts.queued).toBe(0);
    const again = await owner('POST', `/api/campaigns/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('La campaña ya terminó o fue cancelada');
  });

  it('answers 404 for another store’s campaign and 403 for other roles', async () => {
    expect((await other.inject({ method: 'GET', url: `/api/campaigns/${id}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'POST', url: `/api/campaigns/${id}/pause` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/api/campaigns/${id}/recipients` })).statusCode).toBe(
      404,
    );
    expect((await t.injectAs(ROLES.ADMIN, { method: 'GET', url: `/api/campaigns/${id}` })).statusCode).toBe(
      404,
    );
    for (const role of [ROLES.CASHIER, ROLES.DELIVERY]) {
      expect((await t.injectAs(role, { method: 'GET', url: `/api/campaigns/${id}` })).statusCode).toBe(403);
      expect((await t.injectAs(role, { method: 'GET', url: '/api/campaigns' })).statusCode).toBe(403);
    }
  });

  it('holds a scheduled campaign until its moment, then the scheduler tick releases it', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await owner('POST', '/api/campaigns', {
      channel: 'web',
      text: 'Mañana abrimos',
      scheduled_at: at,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Campaña programada');
    expect(data).toMatchObject({ status: 'scheduled', scheduled_at: at, counts: { total: 1, queued: 1 } });
    expect((await outboxRows(t, data.id)).map((r) => r.status)).toEqual(['held']);
    await tick();
    expect((await owner('GET', `/api/campaigns/${data.id}`)).json().status).toBe('scheduled');
    await queryRows(
      t.database.db,
      sql`update campaigns set scheduled_at = now() - interval '1 second' where id = ${data.id}`,
    );
    await tick();
    expect((await outboxRows(t, data.id)).map((r) => r.status)).toEqual(['pending']);
    await t.app.outbox.drain();
    await tick();
    expect((await owner('GET', `/api/campaigns/${data.id}`)).json()).toMatchObject({
      status: 'done',
      counts: { sent: 1 },
    });
    // A scheduled campaign may be cancelled before it starts, not paused.
    const later = await owner('POST', '/api/campaigns', { channel: 'web', text: 'x', scheduled_at: at });
    expect((await owner('POST', `/api/campaigns/${later.json().data.id}/pause`)).statusCode).toBe(409);
    expect(
      (await owner('POST', `/api/campaigns/${later.json().data.id}/cancel`)).json().data.counts,
    ).toMatchObject({
      cancelled: 1,
      queued: 0,
    });
  });

  it('reads a 50,000-recipient campaign’s report in under 100 ms', { timeout: 120_000 }, async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into campaigns (store_id, kind, status, text, audience, total)
          values (${storeId}, 'campaign', 'paused', 'Grande', '{"channel":"telegram","telegram_total":50000}', 50000)
          returning id`,
    );
    await queryRows(
      t.database.db,
      sql`insert into outbox (channel, recipient, payload, status, campaign_id, bot_key)
          select 'telegram', (800000000 + g)::text, '{"text":"Grande"}',
                 case when g % 5 = 0 then 'sent' when g % 97 = 0 then 'unreachable' else 'held' end,
                 ${row!.id}, ${String(storeId)}
          from generate_series(1, 50000) g`,
    );
    await queryRows(t.database.db, sql`analyze outbox`);
    const times: number[] = [];
    let body: { counts: { total: number; sent: number }; eta_seconds: number } | undefined;
    for (let i = 0; i < 7; i++) {
      const started = performance.now();
      const res = await owner('GET', `/api/campaigns/${row!.id}`);
      times.push(performance.now() - started);
      body = res.json();
    }
    times.sort((a, b) => a - b);
    const median = times[3]!;
    console.info(
      `GET campaigns/{id} at 50,000 recipients: median ${median.toFixed(1)} ms (${times.map((x) => x.toFixed(0)).join(', ')})`,
    );
    expect(body!.counts).toMatchObject({ total: 50_000, sent: 10_000 });
    expect(body!.eta_seconds).toBeGreaterThan(1000);
    expect(median).toBeLessThan(100);
  });
});
