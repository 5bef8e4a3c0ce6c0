import type { BroadcastReply } from '@vitrina/contract';
import type { Db } from '../../db/client.ts';
import { enqueueMany, type OutboxMessage } from '../outbox/outbox.service.ts';
import { deviceRecipientsOf } from '../push/push.service.ts';
import { activeOwners } from '../users/accounts.service.ts';

// Messaging owns no tables: it picks recipients through the users and push services and
// queues through the outbox, all in one transaction so a broadcast is queued whole or not at all.

export function createMessagingService(deps: { db: Db; publicUrl: string; onOutbox: () => void }) {
  return {
    /** The platform admin's message to all store owners (the header's broadcast dialog): an e-mail each and a push to each of their devices. */
    async adminBroadcast(text: string): Promise<BroadcastReply> {
      const mail = { subject: 'Mensaje de Vitrina', text };
      const push = { title: 'Vitrina', body: text, url: `${deps.publicUrl}/dashboard` };
      const recipients = await deps.db.transaction(async (tx) => {
        const owners = await activeOwners(tx);
        const devices = await deviceRecipientsOf(
          tx,
          owners.map((o) => o.id),
        );
        const messages: OutboxMessage[] = [
          ...owners.map((o) => ({ channel: 'email' as const, recipient: o.email, payload: mail })),
          ...devices.map((d) => ({ channel: 'push' as const, recipient: d, payload: push })),
        ];
        await enqueueMany(tx, messages);
        return owners.length;
      });
      deps.onOutbox();
      return { message: 'Mensaje enviado exitosamente', recipients };
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
