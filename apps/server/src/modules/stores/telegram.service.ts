import {
  DEFAULT_TEXT_LANGUAGE,
  type Store,
  shopperText,
  type TelegramCheckReply,
  type TelegramSettingsBody,
  type WebStoreBody,
} from '@vitrina/contract';
import type { BotApi } from '#server/channels/telegram/bot-api.ts';
import { connectBot, refreshWebhooks } from '#server/channels/telegram/connect-bot.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { errorTexts } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { ownStore } from '#server/lib/tenancy.ts';
import * as repo from './stores.repository.ts';
import type { StoresService } from './stores.service.ts';

/** The bot's menu button that opens the store's web store inside Telegram. */
export const menuButtonText = shopperText(DEFAULT_TEXT_LANGUAGE, 'botMenuButton');

const notConnected: TelegramCheckReply = { connected: false, webhook_url: null, webhook_is_ours: false };

/** A store's chat-bot: its Telegram token (sealed at rest) and the webhook pointing at us. */
export function createStoreTelegramService(deps: {
  db: Db;
  box: SecretBox;
  botApi: BotApi;
  publicUrl: string;
  /** The stores' address as the settings name it: Telegram opens it from anywhere. */
  storeHost: string;
  stores: StoresService;
}) {
  const { db, box, botApi } = deps;
  const webhookUrl = (storeId: number) => `${deps.publicUrl}/api/telegram/${storeId}`;
  // The button beside the chat's text field opens the web store as a Mini App (best effort:
  // Telegram takes only https addresses; the chat's own ordering works without it).
  const setMenu = async (token: string, store: Store) => {
    if (store.web_store)
      await botApi.setMenuWebApp(token, menuButtonText, `${deps.storeHost}/tienda/${store.web_store}`);
  };

  return {
    /**
     * At start-up: every store bot whose webhook is still ours asks for this version's update
     * kinds (those connected before `my_chat_member` was asked for). Counts by outcome.
     */
    async refreshWebhooks(): Promise<Record<string, number>> {
      const bots = await repo.findBotWebhooks(db);
      return refreshWebhooks(
        { botApi, box },
        bots.map((b) => ({ ...b, url: webhookUrl(b.id) })),
      );
    },

    /** Asks Telegram about the given token, or the saved one. */
    async check(principal: Principal, id: number, token: string | undefined): Promise<TelegramCheckReply> {
      const storeId = ownStore(principal, id);
      let candidate = token;
      if (!candidate) {
        const sealed = (await repo.findById(db, storeId))?.telegramTokenEnc;
        candidate = sealed ? box.open(sealed) : undefined;
      }
      if (!candidate) return notConnected;
      const bot = await botApi.describe(candidate);
      if (!bot) return notConnected;
      return {
        connected: true,
        webhook_url: bot.webhookUrl,
        webhook_is_ours: bot.webhookUrl === webhookUrl(storeId),
      };
    },

    /** Saves a working token (sealed) and points the bot's webhook at this store. */
    async save(principal: Principal, id: number, body: TelegramSettingsBody): Promise<Store> {
      const storeId = ownStore(principal, id);
      const bot = await connectBot({ botApi, box }, body, webhookUrl(storeId), errorTexts.webhookFailed);
      await repo.update(db, storeId, { ...bot, telegramConnected: true });
      const store = await deps.stores.get(storeId);
      await setMenu(body.token, store);
      return store;
    },

    /**
     * PATCH store/{id}/web: the storefront's alias and template (stores.service.ts); a new alias
     * moves the connected bot's menu button to the new address.
     */
    async saveWebStore(principal: Principal, id: number, body: WebStoreBody): Promise<Store> {
      const before = (await repo.findById(db, ownStore(principal, id)))?.webStore ?? null;
      const store = await deps.stores.saveWebStore(principal, id, body);
      if (store.web_store === before || !store.telegram_connected) return store;
      const token = await storeBotToken(db, box, store.id);
      if (token) await setMenu(token, store);
      return store;
    },
  };
}
export type StoreTelegramService = ReturnType<typeof createStoreTelegramService>;

/** The store's bot token, opened from its sealed copy; undefined when the store has no bot. */
export async function storeBotToken(
  db: DbOrTx,
  box: SecretBox,
  storeId: number,
): Promise<string | undefined> {
  const sealed = (await repo.findById(db, storeId))?.telegramTokenEnc;
  return sealed ? box.open(sealed) : undefined;
}

// For the messaging module: a store's bot as the webhook and the sends need it.

/** A store's bot: name, owner, bot user name (when connected), webhook secret and web alias; undefined when no store. */
export async function storeBot(db: DbOrTx, storeId: number) {
  const s = await repo.findById(db, storeId);
  if (!s) return undefined;
  const connected = s.telegramConnected && s.telegramTokenEnc !== null;
  return {
    id: s.id,
    name: s.name,
    ownerId: s.ownerId,
    botUsername: connected ? s.telegramUserBot : null,
    webhookSecret: s.telegramWebhookSecret,
    webStore: s.webStore,
  };
}

/** Ids of the stores with a connected bot (the admin's message to every store's Telegram customers). */
export const storesWithBots = (db: DbOrTx) => repo.findBotStoreIds(db);
