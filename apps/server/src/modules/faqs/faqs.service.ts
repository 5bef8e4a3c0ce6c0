import { type Faq, type FaqBody, ROLES } from '@vitrina/contract';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { forbidden, notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { ownStore, storeOf } from '#server/lib/tenancy.ts';
import { deletedFields, recordAudit } from '#server/modules/audit/audit.service.ts';
import * as repo from './faqs.repository.ts';

const toFaq = (row: repo.FaqRow): Faq => ({ id: row.id, question: row.question, answer: row.answer });

/** Only a store owner edits its store's questions. */
function ownerOnly(principal: Principal): void {
  if (principal.roleId !== ROLES.CLIENT) throw forbidden();
}

export function createFaqsService(db: Db) {
  return {
    async list(principal: Principal, storeId: number): Promise<Faq[]> {
      ownerOnly(principal);
      return (await repo.listByStore(db, ownStore(principal, storeId))).map(toFaq);
    },

    async create(principal: Principal, storeId: number, body: FaqBody): Promise<Faq> {
      ownerOnly(principal);
      return toFaq(await repo.insert(db, ownStore(principal, storeId), body));
    },

    async update(principal: Principal, id: number, body: FaqBody): Promise<Faq> {
      ownerOnly(principal);
      const row = await repo.update(db, storeOf(principal), id, body);
      if (!row) throw notFound();
      return toFaq(row);
    },

    async remove(principal: Principal, id: number): Promise<void> {
      ownerOnly(principal);
      const storeId = storeOf(principal);
      await db.transaction(async (tx) => {
        const row = await repo.remove(tx, storeId, id);
        if (!row) throw notFound();
        await recordAudit(tx, {
          actor: principal,
          kind: 'faq.delete',
          entity: 'faq',
          entityId: id,
          storeId,
          changes: deletedFields(row, ['question']),
        });
      });
    },
  };
}
export type FaqsService = ReturnType<typeof createFaqsService>;

/** A store's questions and answers, as its storefront and chat-bot show them. */
export async function faqsOf(db: DbOrTx, storeId: number): Promise<{ question: string; answer: string }[]> {
  return (await repo.listByStore(db, storeId)).map((r) => ({ question: r.question, answer: r.answer }));
}
