import { createHash, randomBytes } from 'node:crypto';
import { TICKET_BILL_STATUS as S, TICKET_CODE_LENGTH } from '@vitrina/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { toCents } from '#server/lib/money.ts';
import * as plansRepo from '#server/modules/licences/plans.repository.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';
import * as tables from '#server/modules/tickets/tickets.tables.ts';
import * as usersRepo from '#server/modules/users/users.repository.ts';
import { picture } from './demo-catalog.ts';
import { DEMO_DOLLAR_RATE } from './demo-licences.ts';
import { MORE_FIRST_NAMES, MORE_LAST_NAMES, mobilePhone, personalMail } from './people.ts';
import { prng } from './random.ts';

export const DEMO_TICKET_MASTER = 'taquilla@vitrina.test';
export const DEMO_DOLLAR_PERCENT = 40;

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Letters and digits nobody confuses when reading a code aloud (no 0/O, 1/I/L). */
export const TICKET_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A ticket code: TICKET_CODE_LENGTH characters of the alphabet, from the OS's randomness. */
export function ticketCode(): string {
  const bytes = randomBytes(TICKET_CODE_LENGTH);
  let code = '';
  for (const b of bytes) code += TICKET_CODE_ALPHABET[b % TICKET_CODE_ALPHABET.length];
  return code;
}

type TypePlan = { name: string; price: number; quota: number };
type EventPlan = {
  name: string;
  place: string;
  description: string;
  /** Days from now the event starts, its length in hours, its status. */
  startsIn: number;
  hours: number;
  colour: string;
  types: TypePlan[];
  /** Sales were made from `salesFrom` days ago until `salesTo` days ago. */
  salesFrom: number;
  salesTo: number;
  sales: number;
};

const EVENTS: EventPlan[] = [
  {
    name: 'Noche de Salsa Brava en el Poliedro',
    place: 'Poliedro de Caracas, La Rinconada, Caracas',
    description:
      'Tres orquestas de salsa brava en una sola noche: clásicos de los setenta, descargas y ' +
      'pista de baile. Puertas a las 7:00 p. m.; el concierto empieza a las 8:30 p. m.',
    startsIn: -56,
    hours: 5,
    colour: '#b91c1c',
    types: [
      { name: 'General', price: 15, quota: 300 },
      { name: 'VIP', price: 40, quota: 60 },
    ],
    salesFrom: 74,
    salesTo: 56,
    sales: 110,
  },
  {
    name: 'Festival Ávila Sonora 2026',
    place: 'Parque del Este, Av. Francisco de Miranda, Caracas',
    description:
      'Dos escenarios, doce bandas venezolanas de rock, pop y música urbana, feria gastronómica ' +
      'y zona familiar. Se permite la entrada de menores acompañados por un adulto.',
    startsIn: 21,
    hours: 10,
    colour: '#15803d',
    types: [
      { name: 'General', price: 20, quota: 400 },
      { name: 'VIP', price: 45, quota: 120 },
      { name: 'Palco Backstage', price: 90, quota: 30 },
    ],
    salesFrom: 55,
    salesTo: 0,
    sales: 190,
  },
];

const ACCOUNTS = [
  {
    bankName: 'Banco Mercantil',
    accountType: 'VES',
    accountNumber: '01050745680745123456',
    ownerFullName: 'Producciones Taquilla C.A.',
    ownerIdenficationType: 'J',
    ownerIdenfication: '409876543',
    message: 'Transferencia en bolívares. Indica en el concepto tu cédula y el nombre del evento.',
  },
  {
    bankName: 'Zelle (Bank of America)',
    accountType: 'USD',
    accountNumber: 'boletos.taquilla@gmail.com',
    ownerFullName: 'Teresa Taquilla',
    ownerIdenficationType: 'V',
    ownerIdenfication: '14567890',
    message: 'Envía el Zelle a nombre de Teresa Taquilla y escribe solo tu nombre en la nota.',
  },
  {
    bankName: 'Pago Móvil Banesco',
    accountType: 'VES',
    accountNumber: '01340412555012345678',
    ownerFullName: 'Teresa Taquilla',
    ownerIdenficationType: 'V',
    ownerIdenfication: '14567890',
    message: 'Pago Móvil al 0412-5550123, Banesco (0134), C.I. V-14567890. Guarda la captura.',
  },
];

const BUYERS = 150;

/**
 * The demo ticket master's business: dollar_percent 40, a salsa concert that ended two months
 * ago and a festival in three weeks with their ticket types, three accounts, 150 buyers and
 * about 300 sales in every review state (older ones settled, the pending ones recent), with the
 * tickets of the verified ones and the concert's check-ins. Bulk inserts: a handful of
 * statements whatever the counts.
 */
export async function seedDemoTickets(tx: DbOrTx, d: { files: FileStore; now: Date }): Promise<void> {
  const random = prng(14_2026);
  const now = d.now.getTime();
  const master = await usersRepo.findByEmail(tx, DEMO_TICKET_MASTER);
  if (!master) return;
  const [manager] = await tx
    .update(tables.ticketManagers)
    .set({ dollarPercent: DEMO_DOLLAR_PERCENT })
    .where(eq(tables.ticketManagers.userId, master.id))
    .returning({ id: tables.ticketManagers.id });
  if (!manager) return;
  const managerId = manager.id;
  const rate = Number((await plansRepo.getSetting(tx, 'dollar_rate')) ?? DEMO_DOLLAR_RATE);

  // Events, their pictures (no list copy) and types.
  const events: (EventPlan & { id: number; startsAt: Date })[] = [];
  for (const [i, e] of EVENTS.entries()) {
    const image = await d.files.saveImage(await picture(e.name, e.colour, i), 'image');
    await d.files.remove(image.thumb);
    const startsAt = new Date(now + e.startsIn * DAY);
    startsAt.setUTCHours(23, 30, 0, 0); // 7:30 p. m. in Caracas
    const [row] = await tx
      .insert(tables.ticketEvents)
      .values({
        managerId,
        name: e.name,
        description: e.description,
        place: e.place,
        startsAt,
        endsAt: new Date(startsAt.getTime() + e.hours * HOUR),
        status: e.startsIn < 0 ? 0 : 1,
        image: image.file,
        createdAt: new Date(now - (e.salesFrom + 5) * DAY),
      })
      .returning({ id: tables.ticketEvents.id });
    events.push({ ...e, id: row!.id, startsAt });
  }
  const typeRows = await tx
    .insert(tables.ticketTypes)
    .values(
      events.flatMap((e) =>
        e.types.map((t, position) => ({
          eventId: e.id,
          name: t.name,
          priceCents: toCents(t.price),
          quota: t.quota,
          position,
        })),
      ),
    )
    .returning({
      id: tables.ticketTypes.id,
      eventId: tables.ticketTypes.eventId,
      position: tables.ticketTypes.position,
    });
  const types = events.map((e) =>
    e.types.map((t, position) => ({
      ...t,
      id: typeRows.find((r) => r.eventId === e.id && r.position === position)!.id,
      taken: 0,
    })),
  );

  const accounts = await tx
    .insert(tables.ticketAccounts)
    .values(ACCOUNTS.map((a) => ({ ...a, managerId })))
    .returning({ id: tables.ticketAccounts.id, accountType: tables.ticketAccounts.accountType });

  // Buyers: unique e-mails; a few gave no last name; those who bought in Telegram have a chat.
  const usedMail = new Set<string>();
  const buyers = Array.from({ length: BUYERS }, (_, i) => {
    const name = random.pick(MORE_FIRST_NAMES);
    const last = random.pick(MORE_LAST_NAMES);
    let email = '';
    do {
      email = personalMail(random, name, last, 0.6, 999);
    } while (usedMail.has(email));
    usedMail.add(email);
    const telegram = random.next() < 0.15;
    return {
      managerId,
      name,
      lastname: i % 25 === 7 ? 'Not set' : last,
      documentType: 'V',
      document: String(random.int(6_000_000, 32_000_000)),
      email,
      phone: random.next() < 0.85 ? mobilePhone(random) : null,
      telegramChatId: telegram ? random.int(100_000_000, 7_999_999_999) : null,
      createdAt: new Date(now - (75 - Math.floor((i * 75) / BUYERS)) * DAY),
    };
  });
  const buyerRows = await tx.insert(tables.ticketUsers).values(buyers).returning({
    id: tables.ticketUsers.id,
    chat: tables.ticketUsers.telegramChatId,
    createdAt: tables.ticketUsers.createdAt,
  });

  // One proof picture for every sale (each gets its own hash: no false "proof used twice").
  const proof = await d.files.saveImage(await picture('Comprobante de pago', '#0f766e', 0), 'image', {
    private: true,
  });
  await d.files.remove(proof.thumb);

  type Line = { typeIndex: number; quantity: number };
  const bills: (typeof tables.ticketBills.$inferInsert)[] = [];
  const billLines: Line[][] = [];
  const billEvent: number[] = [];
  for (const [ei, e] of events.entries()) {
    const past = e.startsIn < 0;
    for (let n = 0; n < e.sales; n++) {
      // Older sales first, spread evenly over the selling window with some noise.
      const daysAgo = e.salesFrom - ((e.salesFrom - e.salesTo) * n) / e.sales - random.next();
      const createdAt = new Date(Math.min(now - HOUR, now - daysAgo * DAY - random.int(0, 10) * HOUR));
      const recent = now - createdAt.getTime() < 18 * DAY;
      const roll = random.next();
      let status: number;
      if (past) status = roll < 0.08 ? S.REJECTED : roll < 0.13 ? S.NOT_VERIFIED : S.VERIFIED;
      else if (recent)
        status =
          roll < 0.72 ? S.PENDING : roll < 0.8 ? S.NOT_VERIFIED : roll < 0.88 ? S.REJECTED : S.VERIFIED;
      else status = roll < 0.07 ? S.REJECTED : roll < 0.12 ? S.NOT_VERIFIED : S.VERIFIED;

      // Seats: 1–4, mostly of one type, within what is left (rejected seats went back).
      const want = random.int(1, 4);
      const lines: Line[] = [];
      const own = types[ei]!;
      let seats = want;
      const first = random.next() < 0.7 ? 0 : random.int(1, own.length - 1);
      for (const ti of [first, ...own.keys()]) {
        if (seats === 0) break;
        const t = own[ti]!;
        const room = status === S.REJECTED ? seats : Math.min(seats, t.quota - t.taken);
        const split = lines.length === 0 && seats > 1 && random.next() < 0.2 ? seats - 1 : seats;
        const q = Math.min(room, split);
        if (q <= 0 || lines.some((l) => l.typeIndex === ti)) continue;
        lines.push({ typeIndex: ti, quantity: q });
        if (status !== S.REJECTED) t.taken += q;
        seats -= q;
      }
      if (lines.length === 0) continue;
      const quantity = lines.reduce((s, l) => s + l.quantity, 0);
      const total = lines.reduce((s, l) => s + toCents(own[l.typeIndex]!.price) * l.quantity, 0);
      const usdCents = Math.round((total * DEMO_DOLLAR_PERCENT) / 100);
      // The rate of that day in ten-thousandths (numeric(14,4)): integer arithmetic, no float drift.
      const rate4 = Math.round((rate - daysAgo * 0.04) * 10_000);
      const account = random.pick(accounts);
      const buyer = random.pick(buyerRows.filter((b) => b.createdAt <= createdAt)) ?? buyerRows[0]!;
      const channel = buyer.chat !== null && random.next() < 0.8 ? 'telegram' : 'web';
      const reviewed = status !== S.PENDING;
      bills.push({
        managerId,
        eventId: e.id,
        ticketUserId: buyer.id,
        status,
        channel,
        quantity,
        totalCents: total,
        usdCents,
        vesCents: Math.round(((total - usdCents) * rate4) / 10_000),
        dollarRate: (rate4 / 10_000).toFixed(4),
        dollarPercent: DEMO_DOLLAR_PERCENT,
        accountId: account.id,
        reference:
          account.accountType === 'USD'
            ? `ZELLE-${random.int(10_000, 99_999)}`
            : String(random.int(10_000_000, 99_999_999)),
        proofImage: proof.file,
        proofHash: createHash('sha256').update(`demo-proof-${bills.length}`).digest('hex'),
        accessToken: randomBytes(32).toString('base64url'),
        reviewedBy: reviewed ? master.id : null,
        reviewedAt: reviewed ? new Date(Math.min(now, createdAt.getTime() + random.int(1, 20) * HOUR)) : null,
        createdAt,
        updatedAt: reviewed ? new Date(Math.min(now, createdAt.getTime() + 21 * HOUR)) : createdAt,
      });
      billLines.push(lines);
      billEvent.push(ei);
    }
  }

  const billRows = await tx.insert(tables.ticketBills).values(bills).returning({ id: tables.ticketBills.id });
  await tx.insert(tables.ticketBillLines).values(
    billRows.flatMap((b, i) =>
      billLines[i]!.map((l) => {
        const t = types[billEvent[i]!]![l.typeIndex]!;
        return {
          billId: b.id,
          ticketTypeId: t.id,
          name: t.name,
          quantity: l.quantity,
          priceCents: toCents(t.price),
        };
      }),
    ),
  );
  for (const t of types.flat())
    await tx.update(tables.ticketTypes).set({ sold: t.taken }).where(eq(tables.ticketTypes.id, t.id));

  // Tickets of the verified sales; about 70 % of the concert's were scanned at its door, and a
  // handful of the festival's at the early accreditation desk.
  const codes = new Set<string>();
  const rows: (typeof tables.tickets.$inferInsert)[] = [];
  let festivalEarly = 0;
  billRows.forEach((b, i) => {
    if (bills[i]!.status !== S.VERIFIED) return;
    const e = events[billEvent[i]!]!;
    for (const l of billLines[i]!) {
      for (let k = 0; k < l.quantity; k++) {
        let code = ticketCode();
        while (codes.has(code)) code = ticketCode();
        codes.add(code);
        let checkedInAt: Date | null = null;
        if (e.startsIn < 0 && random.next() < 0.7)
          checkedInAt = new Date(e.startsAt.getTime() - HOUR / 2 + random.int(0, 180) * 60_000);
        else if (e.startsIn > 0 && festivalEarly < 6 && random.next() < 0.05) {
          festivalEarly++;
          checkedInAt = new Date(now - random.int(2, 48) * HOUR);
        }
        rows.push({
          billId: b.id,
          eventId: e.id,
          ticketTypeId: types[billEvent[i]!]![l.typeIndex]!.id,
          code,
          checkedInAt,
          checkedInBy: checkedInAt ? master.id : null,
          createdAt: bills[i]!.reviewedAt ?? bills[i]!.createdAt,
        });
      }
    }
  });
  if (rows.length > 0) await tx.insert(tables.tickets).values(rows);
}
