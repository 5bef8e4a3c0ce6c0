import { ROLES, type RoleId } from '@vitrina/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import * as banksRepo from '#server/modules/banks/banks.repository.ts';
import { categories } from '#server/modules/categories/categories.tables.ts';
import * as customersRepo from '#server/modules/customers/customers.repository.ts';
import * as dealersRepo from '#server/modules/dealers/dealers.repository.ts';
import * as faqsRepo from '#server/modules/faqs/faqs.repository.ts';
import * as geoRepo from '#server/modules/geo/geo.repository.ts';
import { createAccount } from '#server/modules/onboarding/onboarding.service.ts';
import * as scheduleRepo from '#server/modules/schedule/schedule.repository.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import * as storesRepo from '#server/modules/stores/stores.repository.ts';
import * as usersRepo from '#server/modules/users/users.repository.ts';
import { seedDemoAudit } from './demo-audit.ts';
import { seedDemoCash } from './demo-cash.ts';
import { picture, seedDemoCatalogue } from './demo-catalog.ts';
import { seedDemoDelivery } from './demo-delivery.ts';
import { DEMO_EXPIRED_OWNER, seedDemoLicences } from './demo-licences.ts';
import { demoCredentials } from './demo-password.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedDemoShipments } from './demo-shipments.ts';
import { seedDemoStatement } from './demo-statement.ts';
import { seedDemoTickets } from './demo-tickets.ts';
import { FIRST_NAMES, LAST_NAMES, mobilePhone, personalMail, plain } from './people.ts';
import { prng } from './random.ts';

export { DEMO_PASSWORD } from './demo-password.ts';

const DEMO_OWNER = 'tienda@vitrina.test';

export const demoAccounts: {
  email: string;
  role: RoleId;
  name: string;
  lastname: string;
  business?: string;
}[] = [
  { email: 'admin@vitrina.test', role: ROLES.ADMIN, name: 'Ana', lastname: 'Administradora' },
  {
    email: DEMO_OWNER,
    role: ROLES.CLIENT,
    name: 'Tomás',
    lastname: 'Tendero',
    business: 'Bodegón La Esquina',
  },
  { email: 'cajero@vitrina.test', role: ROLES.CASHIER, name: 'Carla', lastname: 'Cajera' },
  {
    email: 'delivery@vitrina.test',
    role: ROLES.DELIVERY,
    name: 'Diego',
    lastname: 'Despachos',
    business: 'Envíos Rápidos Caracas',
  },
  { email: 'taquilla@vitrina.test', role: ROLES.TICKETMASTER, name: 'Teresa', lastname: 'Taquilla' },
];

type DemoIds = { storeId: number; companyId: number; staffUserIds: number[] };

/** The five demo accounts and the demo store (no content). */
async function createDemoAccounts(tx: DbOrTx): Promise<DemoIds> {
  let storeId: number | null = null;
  let companyId: number | null = null;
  const staffUserIds: number[] = [];
  for (const account of demoAccounts) {
    const created = await createAccount(tx, {
      name: account.name,
      lastname: account.lastname,
      email: account.email,
      phone: '+58 412 555 0100',
      ...(await demoCredentials()),
      roleId: account.role,
      storeId: account.role === ROLES.CASHIER ? storeId : null,
      business: account.business
        ? { name: account.business, description: 'Víveres, charcutería y bebidas con entrega a domicilio.' }
        : undefined,
    });
    if (account.role === ROLES.CLIENT) {
      storeId = created.storeId;
      await storesRepo.update(tx, storeId!, {
        telegramUserBot: 'bodegon_la_esquina_bot',
        webStore: 'bodegon-la-esquina',
      });
    }
    if (account.role === ROLES.DELIVERY) companyId = created.companyId;
    if (account.role === ROLES.CLIENT || account.role === ROLES.CASHIER) staffUserIds.push(created.user.id);
  }
  return { storeId: storeId!, companyId: companyId!, staffUserIds };
}

const demoExists = async (db: DbOrTx) => (await usersRepo.findByEmail(db, DEMO_OWNER)) !== undefined;

/** Any number; the same for every process that may seed the same database. */
const SEED_LOCK = 72_310_002;

/**
 * Runs `seed` in one transaction unless the demo is there. Several processes starting at once on
 * one PostgreSQL each ask: the transaction-level lock makes the later ones wait for the first and
 * then find its demo, instead of failing on the unique e-mail.
 */
async function seedOnce(db: Db, seed: (tx: DbOrTx) => Promise<unknown>): Promise<boolean> {
  if (await demoExists(db)) return false;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    if (await demoExists(tx)) return false;
    await seed(tx);
    return true;
  });
}

/**
 * Only the demo accounts and the empty demo store, once; what the API tests start from
 * (fast: no images). Does nothing when the demo store owner already exists.
 */
export function seedDemoAccounts(db: Db): Promise<boolean> {
  return seedOnce(db, createDemoAccounts);
}

/**
 * The whole demo, once: the accounts and a store with catalogues, products with pictures,
 * extras, schedule, FAQs, payment accounts, customers and couriers, and the ticket master's
 * events and ticket sales (demo-tickets.ts). One transaction, so a
 * failure leaves no half demo; the picture files written before it are removed again.
 * Does nothing when the demo store owner already exists.
 */
export async function seedDemo(db: Db, files: FileStore, opts: { timeZone: string }): Promise<boolean> {
  const written: string[] = [];
  const tracked: FileStore = {
    ...files,
    async saveImage(bytes, field, opts) {
      const stored = await files.saveImage(bytes, field, opts);
      written.push(stored.file, stored.thumb);
      return stored;
    },
  };
  try {
    return await seedOnce(db, async (tx) => {
      const ids = await createDemoAccounts(tx);
      await seedStoreContent(tx, tracked, ids);
      await seedDemoDelivery(tx, ids);
      await seedDemoSales(tx, { ...ids, timeZone: opts.timeZone, now: new Date() });
      await seedDemoShipments(tx, { ...ids, files: tracked, now: new Date() });
      const owner = (await usersRepo.findByEmail(tx, DEMO_OWNER))!;
      await seedDemoStatement(tx, { storeId: ids.storeId, ownerId: owner.id });
      await seedDemoCash(tx, {
        storeId: ids.storeId,
        ownerId: owner.id,
        files: tracked,
        timeZone: opts.timeZone,
        now: new Date(),
      });
      await seedDemoLicences(tx, {
        ownerId: owner.id,
        files: tracked,
        now: new Date(),
      });
      await seedDemoAudit(tx, {
        storeId: ids.storeId,
        ownerId: owner.id,
        expiredOwnerEmail: DEMO_EXPIRED_OWNER,
        now: new Date(),
      });
      await seedDemoTickets(tx, { files: tracked, now: new Date() });
    });
  } catch (err) {
    await files.remove(...written);
    throw err;
  }
}

// Store content -------------------------------------------------------------------------------

/**
 * The demo store's category and place, found by name in the shipped data (Los Palos Grandes is in
 * Chacao, Miranda, in greater Caracas), so the profile screen opens filled in.
 */
async function demoPlace(tx: DbOrTx) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, 'Bodegón y víveres'));
  const { countries, statesByCountry } = await geoRepo.regions();
  const country = countries.find((c) => c.iso2 === 'VE');
  const state = country ? statesByCountry.get(country.id)?.find((st) => st.name === 'Miranda') : undefined;
  const city = state
    ? (await geoRepo.cities()).citiesByState.get(state.id)?.find((c) => c.name === 'Chacao')
    : undefined;
  return {
    categoryId: category?.id ?? null,
    countryId: country?.id ?? null,
    stateId: state?.id ?? null,
    cityId: city?.id ?? null,
    latitude: '10.499400',
    longitude: '-66.844000',
  };
}

async function seedStoreContent(tx: DbOrTx, files: FileStore, { storeId, companyId }: DemoIds) {
  // The logo, like the product pictures, is drawn at first start; only the picture is kept.
  const logo = await files.saveImage(await picture('Bodegón La Esquina', '#c2410c', 0));
  await files.remove(logo.thumb);
  await storesRepo.update(tx, storeId, {
    address: 'Av. Francisco de Miranda, Edif. Centro Plaza, local 12, Los Palos Grandes, Caracas',
    image: logo.file,
    ...(await demoPlace(tx)),
  });
  await seedDemoCatalogue(tx, files, storeId);
  await scheduleRepo.replaceWeek(tx, storeId, WEEK);
  for (const faq of FAQS) await faqsRepo.insert(tx, storeId, faq);
  for (const bank of STORE_BANKS) await banksRepo.insert(tx, { storeId, companyId: null }, bank);
  for (const bank of PLATFORM_BANKS) await banksRepo.insert(tx, { storeId: null, companyId: null }, bank);
  await banksRepo.insert(tx, { storeId: null, companyId }, COMPANY_BANK);
  for (const dealer of DEALERS) await dealersRepo.insertDealer(tx, { storeId }, dealer);
  await customersRepo.insertCustomers(tx, demoCustomers(storeId, new Date()));
}

const weekdays = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, opensAt: '08:00', closesAt: '12:30' },
  { weekday, opensAt: '14:00', closesAt: '19:00' },
]);
/** Monday to Friday with a lunch break, Saturday mornings, closed on Sunday (0). */
const WEEK: scheduleRepo.ScheduleValues[] = [
  ...weekdays,
  { weekday: 6, opensAt: '08:00', closesAt: '14:00' },
];

const FAQS = [
  {
    question: '¿Hasta dónde hacen entregas?',
    answer:
      'Entregamos en Chacao, Los Palos Grandes, Altamira, La Castellana, El Rosal y Las Mercedes. ' +
      'Para Baruta, El Hatillo y Petare consulta la tarifa por mensaje antes de comprar.',
  },
  {
    question: '¿Qué métodos de pago aceptan?',
    answer:
      'Pago Móvil y transferencia en bolívares (Banco de Venezuela), Zelle en dólares y efectivo ' +
      'en divisas al recibir. Envía el comprobante por el chat para confirmar tu pedido.',
  },
  {
    question: '¿Cuál es su horario?',
    answer:
      'De lunes a viernes de 8:00 a 12:30 y de 14:00 a 19:00; los sábados de 8:00 a 14:00. ' +
      'Los domingos estamos cerrados. Los pedidos fuera de horario se despachan al día siguiente.',
  },
  {
    question: '¿Puedo devolver un producto?',
    answer:
      'Sí, dentro de las 24 horas siguientes a la entrega si el producto llegó dañado, vencido o no ' +
      'es el que pediste. Escríbenos con una foto y lo cambiamos o te reintegramos el pago.',
  },
  {
    question: '¿Hay un pedido mínimo?',
    answer: 'El pedido mínimo para entrega a domicilio es de 10 USD. Si retiras en la tienda no hay mínimo.',
  },
];

const STORE_BANKS: banksRepo.BankValues[] = [
  {
    bankName: 'Banco de Venezuela',
    accountType: 'VES',
    accountNumber: '01020137560000412873',
    ownerFullName: 'Tomás Tendero',
    ownerIdenficationType: 'V',
    ownerIdenfication: '15432876',
  },
  {
    bankName: 'Zelle (Bank of America)',
    accountType: 'USD',
    accountNumber: 'pagos.bodegonlaesquina@gmail.com',
    ownerFullName: 'Tomás Tendero',
    ownerIdenficationType: 'V',
    ownerIdenfication: '15432876',
  },
];

/** Where store owners pay their plans. */
const PLATFORM_BANKS: banksRepo.BankValues[] = [
  {
    bankName: 'Banesco',
    accountType: 'VES',
    accountNumber: '01340946180001238845',
    ownerFullName: 'Vitrina Comercio Digital C.A.',
    ownerIdenficationType: 'J',
    ownerIdenfication: '412876530',
  },
  {
    bankName: 'Zelle (Chase)',
    accountType: 'USD',
    accountNumber: 'cobros@vitrina.app',
    ownerFullName: 'Vitrina Comercio Digital C.A.',
    ownerIdenficationType: 'J',
    ownerIdenfication: '412876530',
  },
];

const COMPANY_BANK: banksRepo.BankValues = {
  bankName: 'Zelle (Wells Fargo)',
  accountType: 'USD',
  accountNumber: 'envios.rapidos.ccs@gmail.com',
  ownerFullName: 'Diego Despachos',
  ownerIdenficationType: 'V',
  ownerIdenfication: '18765432',
};

const DEALERS = [
  {
    name: 'Luis',
    lastname: 'Guerrero',
    phone: '+58 414 318 2290',
    identificationType: 'V',
    identification: '20456789',
    vehicle: 'Moto Bera SBR 150',
    plate: 'AB2C41D',
  },
  {
    name: 'Yorman',
    lastname: 'Pérez',
    phone: '+58 424 105 7734',
    identificationType: 'V',
    identification: '24987123',
    vehicle: 'Moto Empire Keeway Horse 150',
    plate: 'AG7M19K',
  },
  {
    name: 'Kelvin',
    lastname: 'Rondón',
    phone: '+58 412 660 4418',
    identificationType: 'V',
    identification: '26123450',
    vehicle: 'Moto Suzuki GN 125',
    plate: 'AD5T83P',
    active: false,
  },
];

const DAY_MS = 86_400_000;

/** 35 shoppers of the chat-bot and 25 of the web store, first seen over the last 90 days. */
function demoCustomers(storeId: number, now: Date) {
  const random = prng(4_2024);
  const used = new Set<string>();
  const person = () => {
    for (;;) {
      const name = random.pick(FIRST_NAMES);
      const lastname = random.pick(LAST_NAMES);
      if (!used.has(`${name} ${lastname}`)) {
        used.add(`${name} ${lastname}`);
        return { name, lastname };
      }
    }
  };
  const phone = () => mobilePhone(random);
  const firstSeen = () => new Date(now.getTime() - Math.floor(random.next() * 90 * DAY_MS));

  const rows = [];
  for (let i = 0; i < 35; i++) {
    const { name, lastname } = person();
    const handle = [plain(name), plain(lastname)];
    const style = random.int(0, 2);
    const username =
      style === 0
        ? `${handle[0]}_${handle[1]}`
        : style === 1
          ? `${handle[0]}${handle[1]!.slice(0, 3)}${random.int(10, 99)}`
          : `${handle[0]}_${random.int(1980, 2005)}`;
    rows.push({
      storeId,
      channel: 'telegram',
      externalId: String(random.int(1_000_000_000, 7_999_999_999)),
      name,
      lastname,
      username,
      // Some shoppers share their number with the bot.
      phone: random.next() < 0.4 ? phone() : null,
      createdAt: firstSeen(),
    });
  }
  for (let i = 0; i < 25; i++) {
    const { name, lastname } = person();
    const email = personalMail(random, name, lastname, 0.5, 99);
    rows.push({
      storeId,
      channel: 'web',
      externalId: `web-${1000 + i}`,
      name,
      lastname,
      email,
      phone: phone(),
      createdAt: firstSeen(),
    });
  }
  // Ids follow the first-seen dates, as if the shoppers had arrived one by one.
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
