import { LANGUAGES, ROLES, TICKET_BILL_STATUS } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '#server/lib/html.ts';
import { purchaseTexts } from '#server/modules/tickets/purchases/purchase.texts.ts';
import { ticketBills, ticketManagers, tickets } from '#server/modules/tickets/tickets.tables.ts';
import {
  buyer,
  freshAddress,
  insertPublicEvent,
  purchaseBody,
  withPurchaseApp,
  withVesPart,
} from '#server/test/ticket-purchases.ts';
import { soldOf } from '#server/test/tickets.ts';
import { pageTexts } from './event-pages.texts.ts';

describe('event page texts', () => {
  it('has every key, filled, in each of the twelve languages', () => {
    const keys = Object.keys(pageTexts.es).sort();
    for (const lang of LANGUAGES) {
      expect(Object.keys(pageTexts[lang]).sort(), lang).toEqual(keys);
      for (const key of keys) {
        const text = pageTexts[lang][key as keyof typeof pageTexts.es];
        expect(text.trim(), `${lang}.${key}`).not.toBe('');
        // The same placeholders as the Spanish text.
        const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
        expect(names(text), `${lang}.${key}`).toEqual(names(pageTexts.es[key as keyof typeof pageTexts.es]));
      }
    }
  });
});

const ctx = withPurchaseApp();

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.t.inject({ method: 'GET', url, headers });
// The demo manager's price is split: a form with a proof carries the bolívar part's too.
const post = (url: string, fields: Record<string, string>, proof?: Buffer) =>
  ctx.t.inject({
    method: 'POST',
    url,
    ...purchaseBody(withVesPart(fields), proof, proof && ctx.vesPng),
    ...freshAddress(),
  });

describe('GET /evento/:id', () => {
  it('is an HTML page with the event, its tickets in USD and VES, the accounts and the form', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      types: [
        { name: 'General', priceCents: 1000, quota: 50 },
        { name: 'Palco', priceCents: 4000, quota: 2, sold: 2 },
      ],
    });
    await ctx.t.injectAs(ROLES.ADMIN, {
      method: 'PUT',
      url: '/api/plans/dollar-rate',
      payload: { dollarRate: 36.5 },
    });
    const res = await page(`/evento/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\s*<html lang="es" dir="ltr">/);
    expect(html).toContain('<link rel="icon" href="data:image/svg+xml,');
    // Every value is escaped.
    expect(html).toContain(escapeHtml('Festival <Llano> & Joropo'));
    expect(html).not.toContain('<Llano>');
    expect(html).toContain('Poliedro de Caracas');
    expect(html).toContain('Quedan 50');
    expect(html).toContain('Agotado');
    expect(html).toContain('Envíe el capture por aquí');
    expect(html).toContain('Pagas el 30 % del precio en dólares');
    // The bolívar share's rate, and since when it is in force on the event's clock.
    expect(html).toMatch(
      /a 36,5 Bs\. por dólar\. Tasa vigente desde el \d{1,2} [a-z]{3} \d{4}, \d{1,2}:\d{2}\./,
    );
    expect(html).toMatch(/<form method="post" action="\/evento\/\d+" enctype="multipart\/form-data"/);
    expect(html).toContain(`name="qty_${e.types[0]!.id}"`);
    for (const name of ['name', 'lastname', 'document_type', 'document', 'email', 'phone', 'reference'])
      expect(html).toContain(`name="${name}"`);
    expect(html).toContain(`name="account_id" value="${ctx.fx.accountId}"`);
    expect(html).toContain('type="file" id="f-proof" name="proof" accept="image/*"');
    // 30 % in dollars: two transfers, each with its account, reference and proof; no choice offered.
    expect(html).toContain('<legend><span class="split-only">Pago en dólares</span>');
    expect(html).toContain('<legend>Pago en bolívares</legend>');
    expect(html).toContain(`name="ves_account_id" value="${ctx.fx.accountId}"`);
    expect(html).toContain('name="ves_reference"');
    expect(html).toContain('type="file" id="f-ves_proof" name="ves_proof" accept="image/*"');
    expect(html).not.toContain('name="pay_in"');
    expect(html).not.toContain('<script');
  });

  it('offers to pay the whole in one currency where the organiser allows it, and takes it so', async () => {
    const db = ctx.t.database.db;
    const e = await insertPublicEvent(db, ctx.fx.managerId);
    await db
      .update(ticketManagers)
      .set({ wholePayment: true })
      .where(eq(ticketManagers.id, ctx.fx.managerId));
    try {
      const html = (await page(`/evento/${e.id}`)).body;
      expect(html).toContain('<legend>Cómo pagas</legend>');
      expect(html).toContain('name="pay_in" value="split" checked');
      expect(html).toContain('Todo en dólares, con una transferencia');
      // The choice hides the bolívar part by a style rule: no script.
      expect(html).toContain('form:has([name=pay_in][value=usd]:checked) .split-only');
      const res = await ctx.t.inject({
        method: 'POST',
        url: `/evento/${e.id}`,
        ...purchaseBody(
          {
            ...buyer({ reference: 'UNA-USD' }),
            account_id: String(ctx.fx.accountId),
            pay_in: 'usd',
            [`qty_${e.types[0]!.id}`]: '1',
          },
          ctx.png,
        ),
        ...freshAddress(),
      });
      expect(res.statusCode).toBe(303);
      const [bill] = await db.select().from(ticketBills).where(eq(ticketBills.reference, 'UNA-USD'));
      expect(bill).toMatchObject({ dollarPercent: 100, vesCents: 0, vesReference: null });
      expect(bill!.usdCents).toBe(bill!.totalCents);
    } finally {
      await db
        .update(ticketManagers)
        .set({ wholePayment: false })
        .where(eq(ticketManagers.id, ctx.fx.managerId));
    }
  });

  it('speaks the buyer’s language: ?lang=en in English, Arabic right to left', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const en = await page(`/evento/${e.id}?lang=en`);
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain('Buy tickets');
    expect(en.body).toContain(`action="/evento/${e.id}?lang=en"`);
    const ar = await page(`/evento/${e.id}`, { 'accept-language': 'ar-VE,ar;q=0.9' });
    expect(ar.body).toContain('<html lang="ar" dir="rtl">');
    expect(ar.body).toContain(pageTexts.ar.buy);
  });

  it('says sales are closed, without a form, for an inactive event', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, { status: 0 });
    const res = await page(`/evento/${e.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(pageTexts.es.closed);
    expect(res.body).not.toContain('<form');
  });

  it.each(['999999', 'abc', '0', '1e3'])('answers a 404 page for /evento/%s', async (id) => {
    const res = await page(`/evento/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(pageTexts.es.notFound);
  });
});

describe('POST /evento/:id', () => {
  it('buys and sends the buyer to the status page (303), which says it is pending', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const res = await post(
      `/evento/${e.id}?lang=en`,
      {
        ...buyer(),
        account_id: String(ctx.fx.accountId),
        [`qty_${e.types[0]!.id}`]: '2',
        [`qty_${e.types[1]!.id}`]: '0',
      },
      ctx.png,
    );
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    expect(location).toMatch(new RegExp(`^/evento/${e.id}/compra/[A-Za-z0-9_-]{43}\\?lang=en$`));
    expect(await soldOf(ctx.t.database.db, e.types[0]!.id)).toBe(2);

    const status = await page(location);
    expect(status.statusCode).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    expect(status.body).toContain('Awaiting verification');
    expect(status.body).toContain('Luisa Pérez');
    expect(status.body).toContain('000123456');
    expect(status.body).toContain('US$\u00a020.00');
    expect(status.body).not.toContain('class="qr"');
    const es = await page(location.replace('?lang=en', ''));
    expect(es.body).toContain('Pendiente de verificación');
  });

  it('shows the form again (422) with the buyer’s values and each field’s Spanish message', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const res = await post(`/evento/${e.id}`, {
      ...buyer({ name: '', email: 'no-es-correo', reference: 'REF<script>' }),
      document: '12',
      account_id: String(ctx.fx.accountId),
      [`qty_${e.types[0]!.id}`]: '3',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('class="summary" role="alert"');
    expect(html).toContain('El campo nombre es obligatorio');
    expect(html).toContain('El campo email debe ser un correo electrónico válido');
    expect(html).toContain('La cédula debe tener entre 6 y 9 dígitos');
    expect(html).toContain(purchaseTexts.proofRequired);
    expect(html).toMatch(
      /id="f-name" name="name" value="" required autocomplete="given-name" aria-invalid="true" aria-describedby="e-name"/,
    );
    expect(html).toContain('<p class="error" id="e-email">');
    // Kept values, escaped.
    expect(html).toContain('value="no-es-correo"');
    expect(html).toContain('value="REF&lt;script&gt;"');
    expect(html).not.toContain('REF<script>');
    expect(html).toContain(
      `name="qty_${e.types[0]!.id}" min="0" max="20" step="1" inputmode="numeric" value="3"`,
    );
    expect(html).toMatch(new RegExp(`name="account_id" value="${ctx.fx.accountId}" checked`));
    // The bolívar part's answers are kept too; its proof must be chosen again.
    expect(html).toContain(`value="BS-REF&lt;script&gt;"`);
    expect(html).toMatch(new RegExp(`name="ves_account_id" value="${ctx.fx.accountId}" checked`));
    expect(html).toContain(purchaseTexts.vesProofRequired);
    expect(await soldOf(ctx.t.database.db, e.types[0]!.id)).toBe(0);
  });

  it('puts a refusal of the whole purchase at the top (409)', async () => {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId, {
      types: [{ name: 'Mesa', priceCents: 9000, quota: 3, sold: 1 }],
    });
    const res = await post(
      `/evento/${e.id}`,
      { ...buyer(), account_id: String(ctx.fx.accountId), [`qty_${e.types[0]!.id}`]: '3' },
      ctx.png,
    );
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('<strong>Solo quedan 2 entradas de «Mesa»</strong>');
    expect(res.body).toContain('Quedan 2');
  });
});

describe('GET /evento/:id/compra/:token', () => {
  async function bought() {
    const e = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const res = await post(
      `/evento/${e.id}`,
      { ...buyer(), account_id: String(ctx.fx.accountId), [`qty_${e.types[1]!.id}`]: '1' },
      ctx.png,
    );
    return { e, location: res.headers.location as string };
  }

  it('answers the 404 page for an unknown token, or the token under another event', async () => {
    const { e, location } = await bought();
    expect((await page(`/evento/${e.id}/compra/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await page(`/evento/${e.id}/compra/short`)).statusCode).toBe(404);
    const other = await insertPublicEvent(ctx.t.database.db, ctx.fx.managerId);
    const wrong = await page(location.replace(`/evento/${e.id}/`, `/evento/${other.id}/`));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain(pageTexts.es.notFoundText);
  });

  it('shows each ticket’s QR and code once verified; rejected and not verified in words', async () => {
    const { e, location } = await bought();
    const token = location.split('/').pop()!;
    const [bill] = await ctx.t.database.db
      .select()
      .from(ticketBills)
      .where(eq(ticketBills.accessToken, token));
    await ctx.t.database.db
      .insert(tickets)
      .values({ billId: bill!.id, eventId: e.id, ticketTypeId: e.types[1]!.id, code: `QR${bill!.id}CODE` });
    const setStatus = (status: number) =>
      ctx.t.database.db.update(ticketBills).set({ status }).where(eq(ticketBills.id, bill!.id));
    await setStatus(TICKET_BILL_STATUS.VERIFIED);
    const verified = (await page(location)).body;
    expect(verified).toContain('Verificada');
    expect(verified).toContain(`<img class="qr" src="/api/public/ticket-qr/QR${bill!.id}CODE"`);
    expect(verified).toContain(`<code>QR${bill!.id}CODE</code>`);
    await setStatus(TICKET_BILL_STATUS.REJECTED);
    expect((await page(location)).body).toContain('Rechazada');
    await setStatus(TICKET_BILL_STATUS.NOT_VERIFIED);
    const notVerified = (await page(location)).body;
    expect(notVerified).toContain('No verificada: contacta al organizador');
    expect(notVerified).not.toContain('class="qr"');
  });
});
