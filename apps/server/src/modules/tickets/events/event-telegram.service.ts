import type { TelegramSettingsBody, TicketEvent } from '@vitrina/contract';
import type { BotApi } from '#server/channels/telegram/bot-api.ts';
import { connectBot, refreshWebhooks } from '#server/channels/telegram/connect-bot.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { notFound } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import * as repo from './events.repository.ts';
import { loadEvent, writerOf } from './events.service.ts';
import { eventTexts } from './events.texts.ts';

/** Where Telegram posts an event bot's updates. */
export const eventWebhookUrl = (publicUrl: string, eventId: number) =>
  `${publicUrl}/api/telegram/events/${eventId}`;

/** An event's Telegram bot: the token (sealed at rest) and the webhook pointing at us, as a store's. */
export function createEventTelegramService(deps: {
  db: Db;
  box: SecretBox;
  botApi: BotApi;
  publicUrl: string;
  timeZone: string;
}) {
  const { db, box, botApi } = deps;

  return {
    /** Saves a working token (sealed) and points the bot's webhook at this event. */
    async save(principal: Principal, id: number, body: TelegramSettingsBody): Promise<TicketEvent> {
      const managerId = writerOf(principal);
      if (!(await repo.findEvent(db, { managerId }, id))) throw notFound();
      const bot = await connectBot(
        { botApi, box },
        body,
        eventWebhookUrl(deps.publicUrl, id),
        eventTexts.webhookFailed,
      );
      const saved = await repo.updateEvent(db, managerId, id, bot);
      if (!saved) throw notFound();
      return loadEvent(db, { managerId }, id, deps.timeZone);
    },

    /**
     * At start-up: every event bot whose webhook is still ours asks for this version's update
     * kinds, as the stores' bots do (stores/telegram.service.ts). Counts by outcome.
     */
    async refreshWebhooks(): Promise<Record<string, number>> {
      const bots = await repo.findBotEvents(db);
      return refreshWebhooks(
        { botApi, box },
        bots.map((b) => ({ ...b, url: eventWebhookUrl(deps.publicUrl, b.id) })),
      );
    },

    /** Forgets the event's bot: its updates are refused from now on (no secret matches). */
    async disconnect(principal: Principal, id: number): Promise<TicketEvent> {
      const managerId = writerOf(principal);
      const cleared = await repo.updateEvent(db, managerId, id, {
        telegramUserBot: null,
        telegramTokenEnc: null,
        telegramWebhookSecret: null,
      });
      if (!cleared) throw notFound();
      return loadEvent(db, { managerId }, id, deps.timeZone);
    },
  };
}
export type EventTelegramService = ReturnType<typeof createEventTelegramService>;

// For the events' bots (webhook and sends): an event's bot as they need it.

/** The event's bot token, opened from its sealed copy; undefined when the event has no bot. */
export async function eventBotToken(
  db: DbOrTx,
  box: SecretBox,
  eventId: number,
): Promise<string | undefined> {
  const sealed = (await repo.findEventById(db, eventId))?.telegramTokenEnc;
  return sealed ? box.open(sealed) : undefined;
}

/** An event's bot: name, manager, bot user name (null when none) and webhook secret; undefined when no event. */
export async function eventBot(db: DbOrTx, eventId: number) {
  const e = await repo.findEventById(db, eventId);
  if (!e) return undefined;
  return {
    id: e.id,
    name: e.name,
    managerId: e.managerId,
    botUsername: e.telegramTokenEnc ? e.telegramUserBot : null,
    webhookSecret: e.telegramWebhookSecret,
  };
}
