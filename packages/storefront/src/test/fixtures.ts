import type { ShopAccountsReply, ShopOrder, ShopProduct, ShopStore } from '@vitrina/contract';
import { textsOf } from '#storefront/i18n/index.ts';
import type { PageProps, Places, ShopData } from '#storefront/lib/props.ts';

export const store: ShopStore = {
  id: 1,
  name: 'Bodegón La Esquina',
  description: 'Víveres y bebidas',
  image: '/api/files/logo-320.webp',
  phone: '+58 412 555 0100',
  address: null,
  web_store: 'la-esquina',
  telegram_user_bot: 'esquina_bot',
  schedule: [{ weekday: 1, opens_at: '08:00', closes_at: '18:00' }],
  time_zone: 'America/Caracas',
  open_now: true,
  selling: true,
  orders_blocked_by: null,
  dollar_rate: 40,
  dollar_rate_at: '2026-11-29T13:00:00.000Z',
  catalogues: [{ id: 3, name: 'Bebidas' }],
  faqs: [],
};

/** `store.dollar_rate_at` as the server writes it for a Spanish page, in Caracas (UTC−4). */
export const rateSince = '29 nov 2026, 9:00';

export const product: ShopProduct = {
  id: 7,
  name: 'Arepa reina pepiada',
  price: 3.5,
  thumb: '/api/files/a-320.webp',
  in_stock: true,
  description: 'Con aguacate',
  stock: 12,
  images: [
    { url: '/api/files/a.webp', thumb: '/api/files/a-320.webp' },
    { url: '/api/files/b.webp', thumb: '/api/files/b-320.webp' },
  ],
  extras: [
    { id: 21, name: 'Queso extra', price: 0.75 },
    { id: 22, name: 'Tocineta', price: 1 },
  ],
  catalogue_ids: [3],
};

export const payment: ShopAccountsReply = {
  dollar_rate: 40,
  dollar_rate_at: '2026-11-29T13:00:00.000Z',
  accounts: [
    {
      id: 5,
      bank_name: 'Banesco',
      account_type: 'VES',
      account_number: '0134-0000-00-0000000001',
      owner_full_name: 'Bodegón C.A.',
      owner_idenfication_type: 'J',
      owner_idenfication: 'J-40123456-7',
    },
  ],
  // Cash at the counter only: the store's couriers and delivery companies take transfers.
  cash: { pickup: true, delivery: false },
  pay_later_hours: null,
};

export const places: Places = {
  country_id: 239,
  states: [
    { id: 4050, name: 'Distrito Capital', cities: [{ id: 1, name: 'Caracas' }] },
    {
      id: 4051,
      name: 'Miranda',
      cities: [
        { id: 2, name: 'Baruta' },
        { id: 3, name: 'Chacao' },
      ],
    },
  ],
};

export const order: ShopOrder = {
  id: 42,
  store: { name: store.name, web_store: 'la-esquina', telegram_user_bot: null, time_zone: 'America/Caracas' },
  status: 4,
  payment_status: 1,
  payment_method: 'transferencia',
  channel: 'web',
  created_at: '2026-11-26T12:00:00.000Z',
  items: [
    {
      name: 'Arepa reina pepiada',
      quantity: 2,
      unit_price: 4.25,
      extras: [{ name: 'Queso extra', price: 0.75 }],
      total: 8.5,
    },
  ],
  subtotal: 8.5,
  shipping: 2,
  total: 10.5,
  payment: { currency: 'VES', dollar_rate: 40, ves_total: 420, bank_name: 'Banesco', reference: '123456' },
  delivery: { mode: 'route', company: null, address: 'Calle 1', km: null, proof: '/api/files/entrega.webp' },
  history: [
    { status: 2, event: null, at: '2026-11-26T12:00:00.000Z' },
    { status: 4, event: null, at: '2026-11-26T15:00:00.000Z' },
  ],
  expires_at: null,
  proof_due: false,
  can_confirm_receipt: true,
  push_key: null,
};

export const dataOf = (props: PageProps, lang = 'es'): ShopData => ({
  props,
  lang,
  langQuery: '',
  texts: textsOf(lang as 'es'),
});
