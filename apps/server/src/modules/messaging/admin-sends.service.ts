import type { BotsMessageReply, SendReply } from '@vitrina/contract';
import type { Db } from '#server/db/client.ts';
import { conflict } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import { reachableCustomers } from '#server/modules/customers/customers.service.ts';
import { type OutboxMessage, TELEGRAM_PER_BOT_PER_SECOND } from '#server/modules/outbox/outbox.service.ts';
import { deviceRecipientsOf } from '#server/modules/push/push.service.ts';
import { storesWithBots } from '#server/modules/stores/telegram.service.ts';
import { activeOwners } from '#server/modules/users/accounts.service.ts';
import { messagesFor } from './audience.service.ts';
import { queueCampaign } from './campaign-queue.service.ts';
import { mailSubjects, messagingTexts as T } from './messaging.texts.ts';

/**
 * The platform admin's sends, each a campaign of kind 'admin' (no store) that reports per
 * recipient like a store's: to every store owner, and to every store's Telegram customers.
 */
export function createAdminSendsService(deps: { db: Db; publicUrl: string; onOutbox: () => void }) {
  const { db } = deps;
  return {
    /** The header's broadcast: an e-mail to each active store owner and a push to each of their devices. */
    async broadcast(principal: Principal, text: string): Promise<SendReply> {
      const mail = { subject: mailSubjects.platform, text };
      const push = { title: 'Vitrina', body: text, url: `${deps.publicUrl}/dashboard` };
      const { campaign, owners } = await db.transaction(async (tx) => {
        const owners = await activeOwners(tx);
        const devices = await deviceRecipientsOf(
          tx,
          owners.map((o) => o.id),
        );
        const messages: OutboxMessage[] = [
          ...owners.map((o) => ({ channel: 'email' as const, recipient: o.email, payload: mail })),
          ...devices.map((d) => ({ channel: 'push' as const, recipient: d, payload: push })),
        ];
        const draft = {
          storeId: null,
          createdBy: principal.userId,
          kind: 'admin' as const,
          text,
          audience: {},
        };
        return { campaign: await queueCampaign(tx, draft, messages), owners: owners.length };
      });
      deps.onOutbox();
      return { message: T.messageSent, recipients: owners, campaign_id: campaign.id };
    },

    /** POST sendMessage/bots: the text to every reachable Telegram customer of every store, through each store's bot. */
    async bots(principal: Principal, text: string): Promise<BotsMessageReply> {
      const result = await db.transaction(async (tx) => {
        const messages: OutboxMessage[] = [];
        let bots = 0;
        let busiest = 0;
        for (const storeId of await storesWithBots(tx)) {
          const customers = await reachableCustomers(tx, storeId, ['telegram']);
          if (customers.length === 0) continue;
          bots++;
          busiest = Math.max(busiest, customers.length);
          messages.push(...messagesFor(storeId, customers, { text, subject: '' }, deps.publicUrl));
        }
        if (messages.length === 0) throw conflict(T.messageFailed);
        const draft = {
          storeId: null,
          createdBy: principal.userId,
          kind: 'admin' as const,
          text,
          audience: { channel: 'telegram' as const },
        };
        const campaign = await queueCampaign(tx, draft, messages);
        return { campaign, bots, busiest };
      });
      deps.onOutbox();
      return {
        data: {
          campaign_id: result.campaign.id,
          recipients: result.campaign.total,
          bots: result.bots,
          // The bots send side by side: the busiest one sets the pace.
          eta_seconds: Math.ceil(result.busiest / TELEGRAM_PER_BOT_PER_SECOND),
        },
      };
    },
  };
}
export type AdminSendsService = ReturnType<typeof createAdminSendsService>;
