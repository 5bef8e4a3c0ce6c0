import type { BroadcastReply } from '@vitrina/contract';
import type { Db } from '../../db/client.ts';
import * as repo from './messaging.repository.ts';

export function createMessagingService(deps: { db: Db; publicUrl: string; onOutbox: () => void }) {
  return {
    /** The platform admin's message to all store owners (the header's broadcast dialog). */
    async adminBroadcast(text: string): Promise<BroadcastReply> {
      const recipients = await deps.db.transaction((tx) =>
        repo.enqueueToAllOwners(
          tx,
          { subject: 'Mensaje de Vitrina', text },
          { title: 'Vitrina', body: text, url: `${deps.publicUrl}/dashboard` },
        ),
      );
      deps.onOutbox();
      return { message: 'Mensaje enviado exitosamente', recipients };
    },
  };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
