import { expect, type Page, test } from '@playwright/test';
import { blockChat, fakeBot, fakeSends, fakeWebhook, ownStoreBot } from '../support/fake-bot.ts';
import { pngFile, unique } from '../support/png.ts';
import { chooseLanguage, expectFitsRtl, screenTitle } from '../support/rtl.ts';
import { openAs } from '../support/screens.ts';
import { DEMO_PASSWORD, demo, fillLogin, signUpOwner, toast } from '../support/session.ts';

test.slow();

/** A call to the API with the signed-in page's own session. */
function api(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return page.evaluate(
    async ({ path, init }) => {
      const auth = `${localStorage.getItem('token_type') ?? 'Bearer'} ${localStorage.getItem('token')}`;
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: auth,
          ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          ...init.headers,
        },
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    },
    { path, init },
  );
}

/** The signed-in owner's store id. */
const storeIdOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('store') ?? 'null')?.id as number);

/**
 * Gives the signed-in owner's store a bot of the fake Bot API and returns its webhook. The demo
 * store's bot is saved by other journeys too (each save a new secret): saved again until the
 * webhook is this store's. A store signed up for one journey takes `ownStoreBot`.
 */
async function connectFakeBot(page: Page, bot = fakeBot) {
  const storeId = await storeIdOf(page);
  let webhook = { url: '', secret_token: '' };
  await expect(async () => {
    const saved = await api(page, `/api/store/${storeId}/telegram`, {
      method: 'PATCH',
      body: { telegram_user_bot: bot.username, token: bot.token },
    });
    expect(saved.status).toBe(200);
    webhook = await fakeWebhook(bot);
    expect(new URL(webhook.url).pathname).toBe(`/api/telegram/${storeId}`);
  }).toPass({ timeout: 20_000 });
  return webhook;
}

/** A shopper who writes /start to the store's bot (through the webhook, as Telegram would). */
async function startChat(
  page: Page,
  webhook: { url: string; secret_token: string },
  chatId: number,
  name: string,
) {
  const update = await page.request.post(new URL(webhook.url).pathname, {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': webhook.secret_token },
    data: {
      update_id: chatId,
      message: {
        chat: { id: chatId },
        from: { id: chatId, first_name: name, last_name: unique(), language_code: 'es' },
        text: '/start',
      },
    },
  });
  expect(update.ok()).toBe(true);
}

/**
 * The demo store's bot is the fake Bot API's, and one of its Telegram shoppers (arrived with
 * /start) has blocked it after the welcome: the campaign's message to that chat comes back 403.
 */
async function storeWithBlockedShopper(page: Page): Promise<{ chatId: number; name: string }> {
  const webhook = await connectFakeBot(page);
  const chatId = 9_000_000_000 + Math.floor(Math.random() * 1e8);
  // Named apart from the blocked shoppers of earlier runs (a retry, another run on this server).
  const name = `Bloqueo${unique()}`;
  await startChat(page, webhook, chatId, name);
  await expect
    .poll(async () => (await fakeSends()).some((s) => s.chat_id === chatId), { timeout: 20_000 })
    .toBe(true);
  await blockChat(chatId);
  return { chatId, name };
}

/** The campaign's status chip on its report. */
const status = (page: Page) => page.getByRole('region', { name: 'Progreso' }).locator('.MuiChip-root');

/** A figure of the report ("Enviados", "En cola", …) as a number. */
async function figure(page: Page, name: string): Promise<number> {
  const text = await page.getByRole('group', { name, exact: true }).locator('p').last().textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/** The live recipient count the new-campaign screen shows. */
async function audienceCount(page: Page): Promise<number> {
  const count = page.getByRole('status').filter({ hasText: /^Destinatarios: [\d.]+/ });
  await expect(count).toBeVisible();
  await expect(count).toHaveAttribute('aria-busy', 'false');
  return Number(((await count.locator('p').first().textContent()) ?? '').replace(/\D/g, ''));
}

async function confirmWith(page: Page, question: RegExp, button: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: button }).click();
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: /^Texto/ });

test('the owner sends a campaign with an image to every customer, tests it first and sees the report fill', async ({
  page,
}) => {
  await openAs(page, demo.owner.email, '/campaigns');
  await expect(screenTitle(page, 'Campañas')).toBeVisible();
  const blocked = await storeWithBlockedShopper(page);

  await page.getByRole('link', { name: 'Nueva campaña' }).first().click();
  await expect(screenTitle(page, 'Nueva campaña')).toBeVisible();
  const everyone = await audienceCount(page);
  expect(everyone).toBeGreaterThan(50);

  // The audience narrows as it is set, and widens back.
  await page.getByRole('combobox', { name: 'Canal' }).click();
  await page.getByRole('option', { name: 'Telegram' }).click();
  await expect.poll(() => audienceCount(page)).toBeLessThan(everyone);
  await page.getByRole('combobox', { name: 'Canal' }).click();
  await page.getByRole('option', { name: 'Todos los canales' }).click();
  // (Another journey may bring the demo store a new shopper meanwhile: at least as many.)
  await expect.poll(() => audienceCount(page)).toBeGreaterThanOrEqual(everyone);

  // Text rules in Spanish under the field, with the counter.
  const box = messageBox(page);
  await box.fill('x'.repeat(1025));
  await expect(page.getByText('1025 / 1024')).toBeVisible();
  await expect(page.getByText('El campo texto no debe superar 1024 caracteres')).toBeVisible();
  const text = `¡2x1 ${unique()} en café este fin de semana!`;
  await box.fill(text);
  await page.getByLabel('Agregar imagen').setInputFiles(pngFile('oferta.png', [200, 60, 30]));

  // The previews show it as Telegram and the web will: the photo, the text as its caption.
  const telegram = page.getByRole('figure', { name: 'En Telegram' });
  await expect(telegram.getByText(text)).toBeVisible();
  await expect(telegram.getByRole('img', { name: 'Imagen de la campaña' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Correo electrónico' }).getByText(text)).toBeVisible();
  await page.getByRole('button', { name: 'Enviarme una prueba' }).click();
  await expect(toast(page, 'Prueba enviada')).toBeVisible();
  // A picture can be taken back and another chosen.
  await page.getByRole('button', { name: 'Quitar oferta.png' }).click();
  await expect(telegram.getByRole('img')).toHaveCount(0);
  await page.getByLabel('Agregar imagen').setInputFiles(pngFile('oferta-2.png', [30, 120, 200]));
  await expect(telegram.getByRole('img', { name: 'Imagen de la campaña' })).toBeVisible();

  await page.getByRole('button', { name: 'Enviar ahora' }).click();
  await confirmWith(page, /se enviará a [\d.]+ destinatarios/, 'Enviar ahora');
  await expect(toast(page, 'Campaña en envío')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(screenTitle(page, 'Informe de campaña')).toBeVisible();

  // The report reads itself again while the outbox works, until nothing is queued.
  await expect(status(page)).toHaveText('Terminada', { timeout: 60_000 });
  expect(await figure(page, 'En cola')).toBe(0);
  const sent = await figure(page, 'Enviados');
  const unreachable = await figure(page, 'Inalcanzables');
  expect(sent).toBeGreaterThan(0);
  expect(unreachable).toBeGreaterThanOrEqual(1);
  const processed = page.getByText(/^\d+ de \d+ procesados$/);
  const [done, total] = ((await processed.textContent()) ?? '').match(/\d+/g)!.map(Number);
  expect(done).toBe(total);
  expect(total).toBeGreaterThanOrEqual(everyone);
  expect(sent + unreachable + (await figure(page, 'Fallidos'))).toBe(total);

  // The Telegram customers got the photo with the text as its caption; the blocked one did not.
  const got = (await fakeSends()).filter((s) => s.method === 'sendPhoto' && s.caption === text);
  expect(got.length).toBeGreaterThan(0);
  expect(got.some((s) => s.chat_id === blocked.chatId)).toBe(false);

  // Each recipient's outcome, filtered: the blocked shopper with the reason.
  const recipients = page.getByRole('table', { name: 'Destinatarios de la campaña' });
  await page.getByRole('combobox', { name: 'Resultado' }).click();
  await page.getByRole('option', { name: 'Inalcanzable' }).click();
  await expect(recipients.getByRole('row').filter({ hasText: blocked.name })).toBeVisible();
  await expect(recipients.getByRole('row').filter({ hasText: 'Inalcanzable' })).toHaveCount(
    Math.min(unreachable, 25),
  );
  await expect(recipients.getByRole('row').filter({ hasText: 'Enviado' })).toHaveCount(1); // the header only

  // The list shows it finished, with every recipient processed.
  await page.getByRole('link', { name: 'Volver a campañas' }).click();
  const row = page
    .getByRole('table', { name: 'Campañas de la tienda' })
    .getByRole('row')
    .filter({ hasText: text.slice(0, 30) });
  await expect(row).toContainText('Terminada');
  await expect(row).toContainText(`${sent} de ${total}`);
});

test('the owner pauses, resumes and cancels; a scheduled campaign shows as scheduled', async ({
  page,
  request,
}) => {
  // A store of its own whose bot has 240 shoppers: at Telegram's 30 a second per bot the
  // campaign takes about eight seconds, time enough to pause it even on a loaded machine
  // (with 120, a slow CI machine's clicks came after the last message).
  const email = await signUpOwner(request, 'campanas-pausa');
  await openAs(page, email, '/campaigns');
  const webhook = await connectFakeBot(page, ownStoreBot);
  const base = 8_000_000_000 + Math.floor(Math.random() * 1e8);
  for (let i = 0; i < 240; i++) await startChat(page, webhook, base + i, `Cliente${i}`);

  await page.getByRole('link', { name: 'Nueva campaña' }).click();
  await page.getByRole('combobox', { name: 'Canal' }).click();
  await page.getByRole('option', { name: 'Telegram' }).click();
  await expect.poll(() => audienceCount(page)).toBe(240);
  const text = `Nuevos horarios ${unique()}`;
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Enviar ahora' }).click();
  await confirmWith(page, /se enviará a 240 destinatarios/, 'Enviar ahora');
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(status(page)).toHaveText('Enviando');
  await expect(page.getByText(/^Termina en unos \d/)).toBeVisible();
  await page.getByRole('button', { name: 'Pausar' }).click();
  await expect(toast(page, 'Campaña en pausa')).toBeVisible();
  await expect(status(page)).toHaveText('En pausa');
  // Held messages wait: the counts stop while paused.
  const queued = await figure(page, 'En cola');
  expect(queued).toBeGreaterThan(0);
  // The messages already handed to the Bot API finish; the rest wait.
  await page.waitForTimeout(4_000);
  await page.reload();
  await expect(status(page)).toHaveText('En pausa');
  const held = await figure(page, 'En cola');
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThanOrEqual(queued);
  await page.waitForTimeout(3_000);
  await page.reload();
  await expect(status(page)).toHaveText('En pausa');
  expect(await figure(page, 'En cola')).toBe(held);
  await page.getByRole('combobox', { name: 'Resultado' }).click();
  await page.getByRole('option', { name: 'En pausa' }).click();
  await expect(
    page.getByRole('table', { name: 'Destinatarios de la campaña' }).getByRole('row').nth(1),
  ).toContainText('En pausa');

  await page.getByRole('button', { name: 'Reanudar' }).click();
  await expect(toast(page, 'Campaña reanudada')).toBeVisible();
  await expect(status(page)).toHaveText('Terminada', { timeout: 60_000 });
  expect(await figure(page, 'Enviados')).toBe(240);
  await expect(page.getByRole('button', { name: 'Cancelar campaña' })).toHaveCount(0);

  // Scheduled for tomorrow: it waits, shows as scheduled, and can be cancelled.
  await page.goto('/campaigns/new');
  const later = `Pronto ${unique()}: catálogo de Navidad`;
  await messageBox(page).fill(later);
  await page.getByRole('radio', { name: 'Programar fecha y hora' }).check();
  const when = page.getByLabel(/^Fecha y hora de envío/);
  await when.fill('2020-01-01T10:00');
  await expect(page.getByText('La fecha de envío debe ser futura')).toBeVisible();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await when.fill(local);
  await page.getByRole('button', { name: 'Programar', exact: true }).click();
  await confirmWith(page, /destinatarios el/, 'Programar');
  await expect(toast(page, 'Campaña programada')).toBeVisible();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(status(page)).toHaveText('Programada');
  await page.getByRole('link', { name: 'Volver a campañas' }).click();
  const row = page
    .getByRole('table', { name: 'Campañas de la tienda' })
    .getByRole('row')
    .filter({ hasText: later.slice(0, 30) });
  await expect(row).toContainText('Programada');
  await row.getByRole('link').click();

  await page.getByRole('button', { name: 'Cancelar campaña' }).click();
  await confirmWith(page, /no se enviarán/, 'Cancelar campaña');
  await expect(toast(page, 'Campaña cancelada')).toBeVisible();
  await expect(status(page)).toHaveText('Cancelada');
  await expect(page.getByRole('button', { name: 'Cancelar campaña' })).toHaveCount(0);
});

test('a new store starts with an empty campaign list and no one to send to', async ({ page, request }) => {
  const email = await signUpOwner(request, 'campanas');
  await openAs(page, email, '/campaigns');
  await expect(page.getByText('Aún no ha enviado campañas')).toBeVisible();
  await page.getByRole('link', { name: 'Nueva campaña' }).click();
  expect(await audienceCount(page)).toBe(0);
  await messageBox(page).fill('Hola');
  await expect(page.getByRole('button', { name: 'Enviar ahora' })).toBeDisabled();
});

test.describe('on a phone in Arabic', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the campaign screens read right to left and fit 390 px', async ({ page }) => {
    await page.goto('/session/login');
    await fillLogin(page, demo.owner.email, DEMO_PASSWORD);
    await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
    await chooseLanguage(page, { menu: 'العربية', lang: 'ar' });

    await page.goto('/campaigns/new');
    await expect(screenTitle(page, 'حملة جديدة')).toBeVisible();
    await messageBox(page)
      .or(page.getByRole('textbox', { name: /^النص/ }))
      .fill('عرض خاص: اشترِ واحدًا واحصل على الثاني مجانًا');
    await expect(page.getByRole('figure', { name: 'في Telegram' })).toBeVisible();
    await expectFitsRtl(page, '/campaigns/new', { main: true });

    await page.goto('/campaigns');
    await expect(screenTitle(page, 'الحملات')).toBeVisible();
    const table = page.getByRole('table', { name: 'حملات المتجر' });
    await expect(table).toHaveAttribute('aria-busy', 'false');
    await expectFitsRtl(page, '/campaigns', { main: true });
    await table.getByRole('link').first().click();
    await expect(screenTitle(page, 'تقرير الحملة')).toBeVisible();
    await expect(page.getByRole('table', { name: 'مستلمو الحملة' })).toBeVisible();
    await expectFitsRtl(page, '/campaigns/:id', { main: true });
  });
});
