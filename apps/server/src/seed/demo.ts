import { ROLES, type RoleId } from '@vitrina/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { stores } from '../modules/stores/stores.tables.ts';
import * as usersRepo from '../modules/users/users.repository.ts';
import { createAccount } from '../modules/users/users.service.ts';

export const DEMO_PASSWORD = 'demo1234';

export const demoAccounts: {
  email: string;
  role: RoleId;
  name: string;
  lastname: string;
  business?: string;
}[] = [
  { email: 'admin@vitrina.test', role: ROLES.ADMIN, name: 'Ana', lastname: 'Administradora' },
  {
    email: 'tienda@vitrina.test',
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

/** Seeds the demo once: does nothing when the demo store owner already exists. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await usersRepo.findByEmail(db, 'tienda@vitrina.test')) return false;
  await db.transaction(async (tx) => {
    let demoStoreId: number | null = null;
    for (const account of demoAccounts) {
      const { storeId } = await createAccount(tx, {
        name: account.name,
        lastname: account.lastname,
        email: account.email,
        phone: '+58 412 555 0100',
        password: DEMO_PASSWORD,
        roleId: account.role,
        storeId: account.role === ROLES.CASHIER ? demoStoreId : null,
        business: account.business
          ? { name: account.business, description: 'Víveres, charcutería y bebidas con entrega a domicilio.' }
          : undefined,
      });
      if (account.role === ROLES.CLIENT) {
        demoStoreId = storeId;
        await tx
          .update(stores)
          .set({ telegramUserBot: 'bodegon_la_esquina_bot', webStore: 'bodegon-la-esquina' })
          .where(sql`${stores.id} = ${storeId}`);
      }
    }
  });
  return true;
}
