import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '#storefront/App.tsx';
import type { PageProps } from '#storefront/lib/props.ts';
import { renderShopPage } from '#storefront/server/render.tsx';
import { dataOf, order, payment, places, product, rateSince, store } from './fixtures.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's page, then the browser's hydration of it from its own #shop-data. */
async function hydrate(props: PageProps, lang = 'es') {
  const html = renderShopPage(dataOf(props, lang), null);
  const doc = new DOMParser().parseFromString(html, 'text/html');
  document.body.innerHTML = doc.body.innerHTML;
  const data = JSON.parse(document.getElementById('shop-data')!.textContent!);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(document.getElementById('root')!, <App data={data} />, {
      onRecoverableError: (e) => errors.push(e),
    });
  });
  consoleError.mockRestore();
  return { errors, html };
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('hydration', () => {
  const pages: [string, PageProps][] = [
    [
      'store',
      {
        page: 'store',
        store,
        products: { data: [product], next_cursor: 'abc' },
        catalogueId: null,
        q: '',
        rateSince,
      },
    ],
    ['product', { page: 'product', store, product, rateSince }],
    ['cart', { page: 'cart', store, payment, places, rateSince }],
    [
      'order',
      {
        page: 'order',
        token: 'x'.repeat(24),
        order,
        placedOn: '26 nov 2026',
        expiresOn: null,
        historyAt: ['a', 'b'],
      },
    ],
    [
      'cash order (with its deadline)',
      {
        page: 'order',
        token: 'x'.repeat(24),
        order: {
          ...order,
          status: 1,
          payment_status: 0,
          payment_method: 'cash',
          expires_at: '2026-11-27T12:00:00.000Z',
        },
        placedOn: '26 nov 2026',
        expiresOn: '27 nov 2026, 8:00',
        historyAt: ['a', 'b'],
      },
    ],
    ['not found', { page: 'notFound', what: 'store' }],
  ];
  it.each(pages)('the %s page hydrates over the server HTML without a mismatch', async (_name, props) => {
    const { errors } = await hydrate(props);
    expect(errors).toEqual([]);
  });

  it('hydrates Arabic pages too, with the data’s `<` escaped so it cannot close its script', async () => {
    const sneaky = { ...store, description: '</script><script>alert(1)</script>' };
    const { errors, html } = await hydrate({ page: 'product', store: sneaky, product, rateSince }, 'ar');
    expect(errors).toEqual([]);
    expect(html).toContain('dir="rtl"');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('says on a product page that the store is closed now (and not when it is open)', async () => {
    const closed = await hydrate({
      page: 'product',
      store: { ...store, open_now: false },
      product,
      rateSince,
    });
    expect(closed.errors).toEqual([]);
    expect(document.querySelector('.alert')?.textContent).toBe('Cerrado ahora');
    await hydrate({ page: 'product', store: { ...store, open_now: true }, product, rateSince });
    expect(document.querySelector('.alert')).toBeNull();
  });

  it('lists the whole week under a visible "Horario", Monday first, a day without hours as closed', async () => {
    const week = {
      ...store,
      schedule: [
        { weekday: 1, opens_at: '08:00', closes_at: '12:00' },
        { weekday: 1, opens_at: '14:00', closes_at: '18:00' },
        { weekday: 6, opens_at: '09:00', closes_at: '13:00' },
      ],
    };
    const page: PageProps = {
      page: 'store',
      store: week,
      products: { data: [], next_cursor: null },
      catalogueId: null,
      q: '',
      rateSince,
    };
    expect((await hydrate(page)).errors).toEqual([]);
    const section = document.querySelector('section.schedule')!;
    expect(section.querySelector('h2')!.textContent).toBe('Horario');
    const rows = [...section.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(rows).toEqual([
      'Lunes08:00 a 12:00, 14:00 a 18:00',
      'MartesCerrado',
      'MiércolesCerrado',
      'JuevesCerrado',
      'ViernesCerrado',
      'Sábado09:00 a 13:00',
      'DomingoCerrado',
    ]);
    await hydrate({ ...page, store: { ...store, schedule: [] } });
    expect(document.querySelector('section.schedule p')!.textContent).toBe('Abierto todos los días');
  });

  it("takes the store's logo as the page icon, and Vitrina's mark where the store has none", () => {
    const page = (image: string | null): PageProps => ({
      page: 'store',
      store: { ...store, image },
      products: { data: [], next_cursor: null },
      catalogueId: null,
      q: '',
      rateSince,
    });
    expect(renderShopPage(dataOf(page('/api/files/logo-320.webp'), 'es'), null)).toContain(
      '<link rel="icon" href="/api/files/logo-320.webp">',
    );
    expect(renderShopPage(dataOf(page(null), 'es'), null)).toContain(
      '<link rel="icon" href="data:image/svg+xml,',
    );
  });

  it('says once, where prices in bolívares show, the rate they are at and since when', async () => {
    const second = { ...product, id: 8, name: 'Malta' };
    const page: PageProps = {
      page: 'store',
      store,
      products: { data: [product, second], next_cursor: null },
      catalogueId: null,
      q: '',
      rateSince,
    };
    const since = 'Precios en Bs. a 40,00 por dólar, vigente desde el 29 nov 2026, 9:00';
    const { errors, html } = await hydrate(page);
    expect(errors).toEqual([]);
    expect(html).toContain(since);
    const notes = [...document.querySelectorAll('.rate-note')].map((n) => n.textContent);
    expect(notes).toEqual([since]);
    // Right under the products' heading, before the first price.
    expect(document.querySelector('#products-title + .rate-note')).not.toBeNull();
    await hydrate({ page: 'product', store, product, rateSince });
    expect([...document.querySelectorAll('.rate-note')].map((n) => n.textContent)).toEqual([since]);
    // The platform's default rate, never set: the rate without a time.
    await hydrate({ ...page, rateSince: null });
    expect(document.querySelector('.rate-note')!.textContent).toBe('Precios en Bs. a 40,00 por dólar');
    // No prices, no note.
    await hydrate({ ...page, products: { data: [], next_cursor: null } });
    expect(document.querySelector('.rate-note')).toBeNull();
  });

  it('writes the rate note in Arabic and Hebrew, right to left, with the server’s time', async () => {
    const at = '29\u200f/11\u200f/2026، 9:00 ص';
    const { errors, html } = await hydrate({ page: 'product', store, product, rateSince: at }, 'ar');
    expect(errors).toEqual([]);
    expect(html).toContain('dir="rtl"');
    expect(document.querySelector('.rate-note')!.textContent).toBe(
      `الأسعار بالبوليفار بسعر 40.00 Bs. للدولار، ساري منذ ${at}`,
    );
    await hydrate({ page: 'product', store, product, rateSince: '29 בנוב׳ 2026, 9:00' }, 'he');
    expect(document.querySelector('.rate-note')!.textContent).toBe(
      'המחירים בבוליבר לפי שער של 40.00 Bs. לדולר, בתוקף מ־29 בנוב׳ 2026, 9:00',
    );
  });

  it('shows the cart count from the device once hydrated', async () => {
    localStorage.setItem(
      'vitrina-cart:la-esquina',
      JSON.stringify([{ product_id: 7, quantity: 3, extra_ids: [], name: 'Arepa', price: 3.5, thumb: null }]),
    );
    const { errors } = await hydrate({ page: 'product', store, product, rateSince });
    expect(errors).toEqual([]);
    expect(document.querySelector('.bar-cart')!.textContent).toBe('Carrito: 3 productos');
  });
});
