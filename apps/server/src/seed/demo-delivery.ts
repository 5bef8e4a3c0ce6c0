import { ROLES } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import * as dealersRepo from '#server/modules/dealers/dealers.repository.ts';
import * as deliveryRepo from '#server/modules/delivery/delivery.repository.ts';
import * as geoRepo from '#server/modules/geo/geo.repository.ts';
import { createAccount } from '#server/modules/onboarding/onboarding.service.ts';
import { demoCredentials } from './demo-password.ts';

/** The second demo company's administrator (charges by distance). */
export const DEMO_GEO_COMPANY_ADMIN = 'motoya@vitrina.test';

/** Venezuelan places by name in the shipped data (missing names are skipped, never guessed). */
async function places() {
  const { countries, statesByCountry } = await geoRepo.regions();
  const ve = countries.find((c) => c.iso2 === 'VE');
  const states = (ve && statesByCountry.get(ve.id)) || [];
  const state = (name: string) => states.find((s) => s.name === name || s.name.includes(name))?.id ?? null;
  const { citiesByState } = await geoRepo.cities();
  const city = (stateId: number | null, name: string) =>
    stateId === null ? null : (citiesByState.get(stateId)?.find((c) => c.name === name)?.id ?? null);
  const miranda = state('Miranda');
  return {
    ve: ve?.id ?? null,
    miranda,
    state,
    city,
    chacao: city(miranda, 'Chacao'),
    baruta: city(miranda, 'Baruta'),
  };
}

const COURIERS = [
  ['Jesús', 'Marcano', '+58 414 220 1187', '19876543', 'Moto Bera BR 200', 'AC3F72M'],
  ['Wilmer', 'Colmenares', '+58 424 671 0932', '21345987', 'Moto Empire Owen 150', 'AF8K21T'],
  ['Yusmary', 'Rivas', '+58 412 903 4471', '23456120', 'Moto Suzuki EN 125', 'AB6H09R'],
  ['Oriana', 'Quintero', '+58 416 555 2208', '25098761', 'Carro Chevrolet Spark', 'AE512KD'],
] as const;

/**
 * The demo company (route mode, linked to the demo store, routes from Miranda across
 * Venezuelan states, per-km rates ready for the switch, 4 couriers), the store's own routes,
 * and a second company charging by distance. Runs in the demo's one transaction.
 */
export async function seedDemoDelivery(tx: DbOrTx, ids: { storeId: number; companyId: number }) {
  const p = await places();
  if (p.ve === null || p.miranda === null) return;
  await deliveryRepo.updateCompany(tx, ids.companyId, {
    code: 'ERC-01',
    phone: '+58 212 555 0142',
    address: 'Av. Libertador, Edif. Los Cerros, PB, Caracas',
    canCharge: true,
    feeCents: 100,
    ratePerKmCents: 45,
    minRateCents: 200,
  });
  await deliveryRepo.insertLink(tx, ids.storeId, ids.companyId);
  const fromMiranda = { originCountryId: p.ve, originStateId: p.miranda, originCityId: null };
  // A route to a place the data does not name is left out.
  const to = (stateName: string | null, percentage: number, cityName?: string) => {
    const stateId = stateName === null ? null : p.state(stateName);
    const cityId = cityName ? p.city(stateId, cityName) : null;
    if ((stateName !== null && stateId === null) || (cityName && cityId === null)) return [];
    return [
      {
        ...fromMiranda,
        destinationCountryId: p.ve!,
        destinationStateId: stateId,
        destinationCityId: cityId,
        percentageBp: percentage * 100,
      },
    ];
  };
  const companyRoutes = [
    ...to(null, 15),
    ...to('Miranda', 5),
    ...to('Miranda', 3, 'Chacao'),
    ...to('Distrito Capital', 6),
    ...to('Aragua', 9),
    ...to('Carabobo', 10),
    ...to('Lara', 11),
    ...to('Zulia', 12),
    ...to('Anzoátegui', 12),
  ];
  for (const r of companyRoutes) await deliveryRepo.insertRoute(tx, { companyId: ids.companyId }, r);
  for (const r of [...to('Miranda', 4), ...to('Miranda', 2, 'Chacao'), ...to('Distrito Capital', 5)])
    await deliveryRepo.insertRoute(tx, { storeId: ids.storeId }, r);
  for (const [name, lastname, phone, identification, vehicle, plate] of COURIERS) {
    await dealersRepo.insertDealer(
      tx,
      { companyId: ids.companyId },
      { name, lastname, phone, identificationType: 'V', identification, vehicle, plate },
    );
  }

  const geo = await createAccount(tx, {
    name: 'Mónica',
    lastname: 'Yépez',
    email: DEMO_GEO_COMPANY_ADMIN,
    phone: '+58 424 555 0177',
    ...(await demoCredentials()),
    roleId: ROLES.DELIVERY,
    business: { name: 'Moto Ya Delivery' },
  });
  await deliveryRepo.updateCompany(tx, geo.companyId!, {
    code: 'MYD-02',
    phone: '+58 424 555 0177',
    canCharge: false,
    feeCents: 50,
    geolocationMode: true,
    ratePerKmCents: 60,
    minRateCents: 250,
  });
  await deliveryRepo.insertLink(tx, ids.storeId, geo.companyId!);
}
