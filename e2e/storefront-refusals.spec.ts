import { type APIRequestContext, expect, test } from '@playwright/test';
import { addToCart } from './support/checkout.ts';
import { unique } from './support/png.ts';
import { DEMO_PASSWORD, keepSession, signUpOwner } from './support/session.ts';

// A shopper never pays into a wall (issue 28): a store that takes no orders yet says so instead
// of a checkout, and a closed store's cart tells when it opens before any payment field. On a
// store of its own, signed up for the journey, so the demo store's hours stay as they are.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A new owner's store with a web address and a product in stock; its alias and API access. */
async function newStore(request: APIRequestContext) {
  const email = await signUpOwner(request, 'cerrada');
  const session = await (
    await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })
  ).json();
  const headers = { authorization: `Bearer ${session.access_token}` };
  const storeId = session.store_id as number;
  const call = async (method: 'get' | 'post' | 'patch', url: string, data?: object) => {
    const res = await request[method](`/api${url}`, { headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
  const store = await call('get', '/store/mystore');
  const alias = `cerrada-${unique()}`
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 40);
  await call('patch', `/store/${storeId}/web`, { web_store: alias, template_id: store.templates[0].id });
  const catalogue = await call('post', `/store/${storeId}/catalogues`, { name: 'Víveres' });
  const product = await call('post', `/catalogues/${catalogue.id}/products`, {
    name: 'Harina de maíz',
    price: 1.5,
    quantity: 20,
  });
  return { email, alias, storeId, productId: product.id as number, call };
}

test('a store with no account says it takes no orders yet; once closed, its cart says when it opens and asks for no payment', async ({
  page,
  request,
}) => {
  const shop = await newStore(request);
  const home = `/tienda/${shop.alias}`;

  // No account to pay into: no checkout at all, on the store and on the product.
  await page.goto(home);
  await expect(page.getByText('Esta tienda aún no recibe pedidos. Puedes ver sus productos.')).toBeVisible();
  await page.goto(`${home}/producto/${shop.productId}`);
  await expect(page.getByRole('button', { name: 'Agregar al carrito' })).toBeDisabled();
  // Its owner's panel says the same on the link to the web store.
  const webLink = async (name: string) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Más opciones' }).click();
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  };
  await keepSession(page, shop.email);
  await webLink('Su tienda web: aún no recibe pedidos (se abre en otra pestaña)');

  // An account, and hours that are not now: one minute a day, twelve hours from now.
  await shop.call('post', '/banks', {
    bank_name: 'Banesco',
    account_type: 'VES',
    account_number: '0134-0000-00-0000000001',
    owner_full_name: 'Quincalla Olga',
    owner_idenfication_type: 'V',
    owner_idenfication: 'V-12345678',
  });
  const hh = String((new Date().getUTCHours() - 4 + 12 + 24) % 24).padStart(2, '0');
  await shop.call('post', `/store/${shop.storeId}/schedule`, {
    schedules: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      opens_at: `${hh}:00`,
      closes_at: `${hh}:01`,
    })),
  });

  await page.goto(`${home}/producto/${shop.productId}`);
  await expect(page.getByText('Cerrado ahora')).toBeVisible();
  await addToCart(page);
  await page.goto(`${home}/carrito`);
  await expect(page.getByRole('alert')).toHaveText(
    new RegExp(`^La tienda está cerrada en este momento\\. Abre el \\S+ a las ${hh}:00\\.$`),
  );
  for (const label of ['Comprobante de pago', 'Número de referencia', 'Nombre'])
    await expect(page.getByLabel(label)).toHaveCount(0);
  // The cart stays for when it opens.
  await expect(page.getByRole('spinbutton', { name: /Harina de maíz/ })).toHaveValue('1');
  // Closed for now but able to take orders: the panel's link is the plain one again.
  await webLink('Su tienda web (se abre en otra pestaña)');
});
