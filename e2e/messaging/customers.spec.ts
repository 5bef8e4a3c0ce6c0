import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { blockChat, fakeBot, fakeSends, fakeWebhook } from '../support/fake-bot.ts';
import { pngFile, unique } from '../support/png.ts';
import { chooseLanguage, expectFitsRtl, screenTitle } from '../support/rtl.ts';
import { openAs, save } from '../support/screens.ts';
import { DEMO_PASSWORD, demo, fillLogin, toast } from '../support/session.ts';

test.slow();

/** The owner saves the fake bot's token on /store-telegram: the server registers its webhook with a secret. */
async function connectBot(page: Page) {
  await page.goto('/store-telegram');
  const form = page.getByRole('form', { name: 'Bot de la tienda' });
  await form.getByRole('textbox', { name: 'Usuario del bot' }).fill(fakeBot.username);
  await form.getByRole('textbox', { name: 'Token del bot' }).fill(fakeBot.token);
  await save(form);
  await expect(toast(page, 'Información actualizada exitosamente')).toBeVisible();
}

type Shopper = { chatId: number; first: string; last: string; username: string };

function newShopper(): Shopper {
  const tag = unique().replace(/\W/g, '').slice(-8);
  return {
    chatId: 800_000_000 + Math.floor(Math.random() * 99_999_999),
    first: `Lucía${tag}`,
    last: 'Pérez',
    username: `lucia_${tag}`.toLowerCase(),
  };
}

/**
 * A Telegram user sends /start to the store's bot: Telegram posts the update to the webhook the
 * store registered, with its secret. Another journey may connect the same bot meanwhile (a new
 * secret), so the secret is read again until the webhook takes it.
 */
async function startFromTelegram(request: APIRequestContext, shopper: Shopper) {
  const updateId = Math.floor(Math.random() * 2_000_000_000);
  await expect
    .poll(
      async () => {
        const webhook = await fakeWebhook();
        const reply = await request.post(webhook.url, {
          headers: { 'X-Telegram-Bot-Api-Secret-Token': webhook.secret_token },
          data: {
            update_id: updateId,
            message: {
              message_id: 1,
              date: Math.floor(Date.now() / 1000),
              chat: { id: shopper.chatId, type: 'private', first_name: shopper.first },
              from: {
                id: shopper.chatId,
                is_bot: false,
                first_name: shopper.first,
                last_name: shopper.last,
                username: shopper.username,
                language_code: 'es',
              },
              text: '/start',
              entities: [{ type: 'bot_command', offset: 0, length: 6 }],
            },
          },
        });
        return reply.status();
      },
      { timeout: 15_000 },
    )
    .toBe(200);
}

/** The demo owner connects the fake bot, and a new shopper writes /start to it. */
async function shopperArrives(page: Page, request: APIRequestContext): Promise<Shopper> {
  await openAs(page, demo.owner.email, '/store-telegram');
  await connectBot(page);
  const shopper = newShopper();
  await startFromTelegram(request, shopper);
  return shopper;
}

/** The Telegram list of /customers, searched for one shopper. */
async function findCustomer(page: Page, name: string) {
  await page.goto('/customers');
  const table = page.getByRole('table', { name: 'Telegram' });
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).first().fill(name);
  await expect(table.getByText(name, { exact: false })).toBeVisible();
  return table;
}

test('a Telegram /start makes a new customer appear; the owner sends them a message and an image', async ({
  page,
  request,
}) => {
  const shopper = await shopperArrives(page, request);

  const name = `${shopper.first} ${shopper.last}`;
  const table = await findCustomer(page, shopper.first);
  await expect(table.getByText(`@${shopper.username}`)).toBeVisible();

  // A message: the dialog refuses an empty text, then sends.
  await table.getByRole('button', { name: `Enviar mensaje a ${name}` }).click();
  let dialog = page.getByRole('dialog', { name: `Mensaje para ${name}` });
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('El campo mensaje es obligatorio')).toBeVisible();
  const text = `Hola ${shopper.first}, tu pedido ya salió`;
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await expect(dialog.getByText(`${text.length} / 1024`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Mensaje enviado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The outbox delivers it through the Bot API.
  await expect
    .poll(async () => (await fakeSends()).some((s) => s.chat_id === shopper.chatId && s.text === text), {
      timeout: 30_000,
    })
    .toBe(true);

  // An image: required, previewed, then sent with its caption.
  await table.getByRole('button', { name: `Enviar imagen a ${name}` }).click();
  dialog = page.getByRole('dialog', { name: `Imagen para ${name}` });
  const caption = `Nuevo sabor para ${shopper.first}`;
  await dialog.getByRole('textbox', { name: 'Texto de la imagen' }).fill(caption);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('El campo imagen es obligatorio')).toBeVisible();
  await dialog.getByLabel('Elegir imagen').setInputFiles(pngFile('oferta.png', [230, 120, 20]));
  await expect(dialog.getByRole('img', { name: 'Vista previa de oferta.png' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Imagen enviada exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(
      async () =>
        (await fakeSends()).some(
          (s) =>
            s.method === 'sendPhoto' &&
            s.chat_id === shopper.chatId &&
            s.caption === caption &&
            typeof s.photo === 'object' &&
            s.photo.size > 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
});

test('a customer who blocked the bot shows as not available, with the send buttons disabled', async ({
  page,
  request,
}) => {
  const shopper = await shopperArrives(page, request);
  // The bot's welcome reaches them; then they block the bot.
  await expect
    .poll(async () => (await fakeSends()).some((s) => s.chat_id === shopper.chatId), { timeout: 30_000 })
    .toBe(true);
  await blockChat(shopper.chatId);
  const name = `${shopper.first} ${shopper.last}`;

  let table = await findCustomer(page, shopper.first);
  await table.getByRole('button', { name: `Enviar mensaje a ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Mensaje para ${name}` });
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('¿Sigues ahí?');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Mensaje enviado exitosamente')).toBeVisible();

  // The Bot API answers 403: the outbox marks the customer unreachable.
  await expect
    .poll(
      async () => {
        table = await findCustomer(page, shopper.first);
        // This shopper's row: the list may still show others (another journey blocks one too).
        const row = table.getByRole('row').filter({ hasText: shopper.first });
        return row.getByText('No disponible', { exact: true }).isVisible();
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .toBe(true);
  await expect(table.getByRole('button', { name: `Enviar mensaje a ${name}` })).toBeDisabled();
  await expect(table.getByRole('button', { name: `Enviar imagen a ${name}` })).toBeDisabled();
});

test('the owner writes to a web store customer', async ({ page }) => {
  await openAs(page, demo.owner.email, '/customers');
  await page.getByRole('tab', { name: 'Tienda web' }).click();
  const table = page.getByRole('table', { name: 'Tienda web' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await table
    .getByRole('button', { name: /^Enviar mensaje a / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /^Mensaje para / });
  await expect(dialog.getByText('Le llega como notificación web y por correo electrónico.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill('Tu pedido ya está listo para retirar');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Mensaje enviado exitosamente')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('the owner sends a promotion of a product and opens its report', async ({ page }) => {
  await openAs(page, demo.owner.email, '/products');
  const table = page.getByRole('table', { name: 'Productos' });
  const promote = table.getByRole('button', { name: /^Enviar promoción de / }).first();
  const label = (await promote.getAttribute('aria-label')) ?? '';
  const product = label.replace('Enviar promoción de ', '');
  await promote.click();
  const dialog = page.getByRole('dialog', { name: `Promoción de ${product}` });
  await expect(dialog.getByRole('region', { name: 'Producto promocionado' })).toContainText(product);
  await dialog.getByRole('combobox', { name: 'Enviar a' }).click();
  await page.getByRole('option', { name: 'Clientes de Telegram', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Mensaje' }).fill(`Hoy ${product} a precio especial`);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(toast(page, 'Promoción enviada exitosamente')).toBeVisible();
  await expect(dialog.getByText(/^Telegram: en cola para \d+ destinatarios$/)).toBeVisible();
  await dialog.getByRole('link', { name: 'Ver informe' }).click();
  await expect(page).toHaveURL(/\/campaigns\/\d+$/);
  await expect(screenTitle(page, 'Informe de campaña')).toBeVisible();
});

test('in Arabic at 390 px the send dialogs read right to left and fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/session/login');
  await fillLogin(page, demo.owner.email, DEMO_PASSWORD);
  await expect(page.locator('#main-content').getByRole('heading', { level: 1 })).toBeVisible();
  await chooseLanguage(page, { menu: 'العربية', lang: 'ar' });

  await page.goto('/customers');
  const table = page.getByRole('table', { name: 'Telegram' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  // The first customer who can still be reached (an earlier journey blocked one).
  await table.locator('button:enabled[aria-label^="إرسال رسالة إلى "]').first().click();
  let dialog = page.getByRole('dialog', { name: /^رسالة إلى / });
  await expect(dialog.getByRole('textbox', { name: 'الرسالة' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'إرسال' })).toBeVisible();
  await expectFitsRtl(page, '/customers (message)');
  await dialog.getByRole('button', { name: 'إلغاء' }).click();

  // The first customer who can still be reached (an earlier journey blocked one).
  await table.locator('button:enabled[aria-label^="إرسال صورة إلى "]').first().click();
  dialog = page.getByRole('dialog', { name: /^صورة إلى / });
  await expect(dialog.locator('button', { hasText: 'اختيار صورة' })).toBeVisible();
  await expectFitsRtl(page, '/customers (image)');
  await dialog.getByRole('button', { name: 'إلغاء' }).click();

  await page.goto('/products');
  await page
    .getByRole('button', { name: /^إرسال عرض ترويجي لـ / })
    .first()
    .click();
  dialog = page.getByRole('dialog', { name: /^عرض ترويجي لـ / });
  await expect(dialog.getByRole('combobox', { name: 'إرسال إلى' })).toBeVisible();
  await expectFitsRtl(page, '/products (promotion)');
});
