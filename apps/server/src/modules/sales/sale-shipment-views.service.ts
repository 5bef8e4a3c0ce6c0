import {
  CASH_METHOD,
  PAYMENT_STATUS,
  type Page,
  SHIPMENT_STATES,
  type Shipment,
  type ShipmentAction,
  type ShipmentRow,
  type ShipmentState,
  type ShipmentTotals,
} from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import { fileUrl } from '#server/lib/files.ts';
import { idsOf } from '#server/lib/ids.ts';
import { keysetPage } from '#server/lib/keyset.ts';
import { fromCents } from '#server/lib/money.ts';
import { contactsOf, customerIdsMatching, fullName } from '#server/modules/customers/customers.service.ts';
import { type CourierCard, courierCards } from '#server/modules/dealers/couriers.service.ts';
import { companyNames, linkedStoreIdsOf } from '#server/modules/delivery/shipment-parties.service.ts';
import { storeNames } from '#server/modules/stores/stores.service.ts';
import { userNames } from '#server/modules/users/users.service.ts';
import { historyEntries, toItemWire } from './sale-detail.service.ts';
import type { BillScope } from './sales.repository.ts';
import * as read from './sales-read.repository.ts';
import { money } from './shipment-reports.service.ts';
import * as ship from './shipments.repository.ts';

/** The list's filters as the delivery module passes them on (already scoped to the caller). */
export type ShipmentListInput = {
  state?: ShipmentState;
  store_id?: number;
  company_id?: number;
  dealer_id?: number;
  from?: string;
  to?: string;
  settled?: 'true' | 'false';
  q?: string;
  per_page: number;
  cursor?: string;
};

/** A search is counted exactly up to this many shipments; beyond, `total` says "at least". */
const COUNT_CAP = 10_000;
/** A shopper search over a company's shipments looks in at most this many of its stores. */
const SEARCH_STORES_MAX = 50;

const stateCode = (state: ShipmentState) => SHIPMENT_STATES.indexOf(state) + 1;
const stateName = (code: number): ShipmentState => SHIPMENT_STATES[code - 1] ?? 'to-verify';
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** What the courier collects on delivering a cash order, in the currency the shopper pays. */
function cashOf(r: ship.ShipmentDbRow): ShipmentRow['cash'] {
  if (r.paymentMethod !== CASH_METHOD) return null;
  const ves = r.paymentCurrency === 'VES' && r.vesCents !== null;
  return {
    amount: fromCents(ves ? Number(r.vesCents) : r.totalCents),
    currency: ves ? 'VES' : 'USD',
    collected: r.paymentStatus === PAYMENT_STATUS.PAID,
  };
}

/** What the company may do next with a shipment: its next step, and collecting a cash order's money. */
function companyActions(row: ship.ShipmentDbRow): ShipmentAction[] {
  const state = stateName(row.state);
  const collect: ShipmentAction[] =
    (state === 'shipped' || state === 'delivered') && cashOf(row)?.collected === false ? ['collect'] : [];
  switch (state) {
    case 'to-verify':
      return ['verify'];
    case 'verified':
      return ['pickup'];
    case 'shipped':
      return ['deliver', ...collect];
    default:
      return [...collect, ...(row.settledAt === null ? ['pay' as const] : [])];
  }
}

/**
 * What is read of delivery companies' shipments, which are sales: the company's and the
 * store's lists, a shipment's page (with what the company may do next) and a company's totals.
 * Callers pass a scope taken from the session.
 */
export function createSaleShipmentViews(db: Db) {
  async function toRows(tx: DbOrTx, rows: ship.ShipmentDbRow[]): Promise<ShipmentRow[]> {
    const [stores, companies, couriers, shoppers] = await Promise.all([
      storeNames(tx, idsOf(rows, 'storeId')),
      companyNames(tx, idsOf(rows, 'companyId')),
      courierCards(tx, idsOf(rows, 'dealerId')),
      contactsOf(tx, idsOf(rows, 'customerId')),
    ]);
    return rows.map((r) => {
      const shopper = shoppers.get(r.customerId);
      const courier: CourierCard | undefined = r.dealerId === null ? undefined : couriers.get(r.dealerId);
      return {
        id: r.id,
        bill_id: r.id,
        state: stateName(r.state),
        status: r.status,
        store: { id: r.storeId, name: stores.get(r.storeId) ?? '' },
        company: { id: r.companyId ?? 0, name: companies.get(r.companyId ?? 0) ?? '' },
        shopper_name: shopper ? fullName(shopper) : '',
        address: r.address,
        km: r.km === null ? null : Number(r.km),
        mode: r.mode === 'distance' ? 'distance' : 'route',
        price: fromCents(Number(r.chargeCents)),
        total: fromCents(r.totalCents),
        courier: courier ?? null,
        proof_image: fileUrl(r.proof),
        cash: cashOf(r),
        settled: r.settledAt !== null,
        settled_at: iso(r.settledAt),
        sale_day: r.saleDay,
        created_at: r.createdAt.toISOString(),
        updated_at: r.updatedAt.toISOString(),
      };
    });
  }

  /** A search by sale number, or by the shoppers it matches in the scope's stores. */
  async function searchFilter(scope: BillScope, q: ShipmentListInput): Promise<ship.ShipmentFilter> {
    const search = q.q?.trim();
    if (!search) return {};
    const number = search.replace(/^#/, '');
    if (/^\d+$/.test(number) && number.length <= 9) return { id: Number(number) };
    const storeIds =
      'storeId' in scope
        ? [scope.storeId]
        : q.store_id !== undefined
          ? [q.store_id]
          : (await linkedStoreIdsOf(db, scope.companyId)).slice(0, SEARCH_STORES_MAX);
    const matches = await Promise.all(storeIds.map((id) => customerIdsMatching(db, id, search)));
    return { customerIds: matches.flat() };
  }

  async function detail(scope: BillScope, id: number): Promise<Shipment> {
    const row = await ship.findShipment(db, scope, id);
    if (!row) throw notFound();
    const [[base], items, history, shoppers, settledBy] = await Promise.all([
      toRows(db, [row]),
      read.itemsOf(db, id),
      historyEntries(db, id),
      contactsOf(db, [row.customerId]),
      userNames(db, idsOf([row], 'settledBy')),
    ]);
    const shopper = shoppers.get(row.customerId);
    return {
      ...base!,
      shopper: {
        name: shopper ? fullName(shopper) : '',
        phone: shopper?.phone ?? null,
        email: shopper?.email ?? null,
        username: shopper?.username ?? null,
      },
      subtotal: fromCents(row.subtotalCents),
      items: items.map(toItemWire),
      delivery_note: row.deliveryNote,
      verified_at: iso(row.verifiedAt),
      settled_by: row.settledBy === null ? null : (settledBy.get(row.settledBy) ?? null),
      history,
      allowed_actions: 'companyId' in scope ? companyActions(row) : [],
    };
  }

  return {
    async list(scope: BillScope, q: ShipmentListInput): Promise<Page<ShipmentRow>> {
      const filter: ship.ShipmentFilter = {
        state: q.state === undefined ? undefined : stateCode(q.state),
        storeId: q.store_id,
        companyId: q.company_id,
        dealerId: q.dealer_id,
        from: q.from,
        to: q.to,
        settled: q.settled === undefined ? undefined : q.settled === 'true',
        ...(await searchFilter(scope, q)),
      };
      const page = await keysetPage(q, {
        page: (limit, afterId) => ship.pageShipments(db, scope, filter, limit, afterId),
        count: () => ship.countShipments(db, scope, filter, COUNT_CAP),
        idOf: (r) => r.id,
      });
      return { data: await toRows(db, page.rows), meta: page.meta };
    },

    detail,

    /** The store of a shipment in `scope`, or undefined. */
    async storeOf(scope: BillScope, id: number): Promise<number | undefined> {
      return (await ship.findShipment(db, scope, id))?.storeId;
    },

    /** A company's shipments count and its delivered charges, settled and not (admin's details). */
    async totals(companyId: number): Promise<ShipmentTotals> {
      const t = await ship.totalsOf(db, companyId);
      return money({
        count: Number(t.count),
        delivered: Number(t.delivered),
        earnedCents: Number(t.earned),
        settledCents: Number(t.settled),
        cashCents: Number(t.cashCents),
        cashVesCents: Number(t.cashVesCents),
      });
    },
  };
}
