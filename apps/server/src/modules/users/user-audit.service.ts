import { ROLES, type UpdateUserBody } from '@vitrina/contract';
import type { DbOrTx } from '#server/db/client.ts';
import type { Principal } from '#server/lib/principal.ts';
import { changedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import { storeIdOwnedBy } from '#server/modules/stores/stores.service.ts';
import type { UserRow } from './users.repository.ts';

// The audit entries of user changes, in the change's transaction. A password is never
// recorded, only that it changed.

export async function recordCreation(
  tx: DbOrTx,
  principal: Principal,
  user: {
    id: number;
    name: string;
    lastname: string;
    email: string;
    role_id: number;
    store_id: number | null;
  },
) {
  const fields = { name: user.name, lastname: user.lastname, email: user.email, role_id: user.role_id };
  await recordAudit(tx, {
    actor: principal,
    kind: 'user.create',
    entity: 'user',
    entityId: user.id,
    storeId: user.store_id,
    changes: Object.fromEntries(Object.entries(fields).map(([k, to]) => [k, { to }])),
  });
}

const HIDDEN = '***';

export async function recordUpdate(tx: DbOrTx, principal: Principal, before: UserRow, body: UpdateUserBody) {
  // An owner's changes belong to its store too, so the owner reads them.
  const storeId = before.roleId === ROLES.CLIENT ? await storeIdOwnedBy(tx, before.id) : before.storeId;
  const entry = { actor: principal, entity: 'user', entityId: before.id, storeId };
  const was = { name: before.name, lastname: before.lastname, email: before.email, phone: before.phone };
  const changes = changedFields(
    was,
    { name: body.name, lastname: body.lastname, email: body.email?.toLowerCase(), phone: body.phone },
    ['name', 'lastname', 'email', 'phone'],
  );
  if (body.password !== undefined) changes.password = { from: HIDDEN, to: HIDDEN };
  if (Object.keys(changes).length > 0) await recordAudit(tx, { ...entry, kind: 'user.update', changes });
  if (body.status_id !== undefined && body.status_id !== before.statusId) {
    await recordAudit(tx, {
      ...entry,
      kind: 'user.status',
      changes: { status_id: { from: before.statusId, to: body.status_id } },
    });
  }
}
