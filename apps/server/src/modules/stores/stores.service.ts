import type {
  Store,
  StoreProfileBody,
  TelegramCheckReply,
  TelegramSettingsBody,
  WebStoreBody,
} from '@vitrina/contract';
import type { BotApi } from '../../channels/telegram/bot-api.ts';
import type { Db } from '../../db/client.ts';
import { errorTexts, invalid, notFound } from '../../lib/errors.ts';
import { type FileStore, fileUrl } from '../../lib/files.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { ownStore, storeOf } from '../../lib/tenancy.ts';
import { newSecret } from '../../lib/tokens.ts';
import { fieldError } from '../../lib/validation.ts';
import type { Principal } from '../auth/auth.service.ts';
import { invalidLocationField } from '../geo/geo.service.ts';
import { isUniqueViolation } from '../users/users.repository.ts';
import * as repo from './stores.repository.ts';

export function createStoresService(deps: {
  db: Db;
  files: FileStore;
  box: SecretBox;
  botApi: BotApi;
  publicUrl: string;
}) {
  const { db, files, box, botApi } = deps;

  async function toStore(id: number): Promise<Store> {
    const found = await repo.findById(db, id);
    if (!found) throw notFound();
    const { store } = found;
    const token = store.telegramTokenEnc ? box.open(store.telegramTokenEnc) : null;
    return {
      id: store.id,
      name: store.name,
      description: store.description,
      phone: store.phone,
      image: fileUrl(store.image),
      category_id: store.categoryId,
      categoryName: found.categoryName,
      address: store.address,
      country_id: store.countryId,
      state_id: store.stateId,
      city_id: store.cityId,
      latitude: store.latitude === null ? null : Number(store.latitude),
      longitude: store.longitude === null ? null : Number(store.longitude),
      telegram_user_bot: store.telegramUserBot,
      telegram_token_set: token !== null,
      telegram_token_hint: token ? token.slice(-4) : null,
      telegram_connected: store.telegramConnected,
      web_store: store.webStore,
      templates: await repo.templatesOf(db, store.id),
      status_id: store.statusId,
      statusName: found.statusName ?? '',
    };
  }

  const webhookUrl = (storeId: number) => `${deps.publicUrl}/api/telegram/${storeId}`;

  return {
    /** The store the caller owns (or works for). */
    mine: (principal: Principal) => toStore(storeOf(principal)),

    async updateProfile(principal: Principal, id: number, body: StoreProfileBody): Promise<Store> {
      const storeId = ownStore(principal, id);
      if (body.category_id && !(await repo.categoryExists(db, body.category_id))) {
        throw invalid(fieldError('category_id', 'invalid'));
      }
      const badPlace = await invalidLocationField({
        countryId: body.country_id,
        stateId: body.state_id,
        cityId: body.city_id,
      });
      if (badPlace) throw invalid(fieldError(badPlace, 'invalid'));
      await repo.update(db, storeId, {
        name: body.name,
        description: body.description,
        phone: body.phone ?? null,
        categoryId: body.category_id ?? null,
        address: body.address ?? null,
        countryId: body.country_id ?? null,
        stateId: body.state_id ?? null,
        cityId: body.city_id ?? null,
        latitude: body.latitude == null ? null : body.latitude.toFixed(6),
        longitude: body.longitude == null ? null : body.longitude.toFixed(6),
      });
      return toStore(storeId);
    },

    async setImage(principal: Principal, id: number, upload: Buffer | undefined): Promise<Store> {
      const storeId = ownStore(principal, id);
      if (!upload) throw invalid({ image: [errorTexts.imageRequired] });
      const previous = (await repo.findById(db, storeId))?.store.image;
      const saved = await files.saveImage(upload);
      await repo.update(db, storeId, { image: saved.file });
      // The list copy of a store image is not used; only the picture itself is kept.
      await files.remove(saved.thumb, previous, previous?.replace(/\.\w+$/, '.thumb.webp'));
      return toStore(storeId);
    },

    async checkTelegram(
      principal: Principal,
      id: number,
      token: string | undefined,
    ): Promise<TelegramCheckReply> {
      const storeId = ownStore(principal, id);
      let candidate = token;
      if (!candidate) {
        const sealed = (await repo.findById(db, storeId))?.store.telegramTokenEnc;
        candidate = sealed ? box.open(sealed) : undefined;
      }
      if (!candidate) return { connected: false, webhook_url: null, webhook_is_ours: false };
      const bot = await botApi.describe(candidate);
      if (!bot) return { connected: false, webhook_url: null, webhook_is_ours: false };
      return {
        connected: true,
        webhook_url: bot.webhookUrl,
        webhook_is_ours: bot.webhookUrl === webhookUrl(storeId),
      };
    },

    /** Saves a working token (sealed) and points the bot's webhook at this store. */
    async saveTelegram(principal: Principal, id: number, body: TelegramSettingsBody): Promise<Store> {
      const storeId = ownStore(principal, id);
      const bot = await botApi.describe(body.token);
      if (!bot) throw invalid({ token: [errorTexts.botTokenRejected] });
      if (bot.username.toLowerCase() !== body.telegram_user_bot.toLowerCase()) {
        throw invalid({
          telegram_user_bot: [errorTexts.botUserMismatch.replace('{{username}}', bot.username)],
        });
      }
      const secret = newSecret();
      try {
        await botApi.setWebhook(body.token, webhookUrl(storeId), secret);
      } catch {
        throw invalid({ token: [errorTexts.webhookFailed] });
      }
      await repo.update(db, storeId, {
        telegramUserBot: bot.username,
        telegramTokenEnc: box.seal(body.token),
        telegramWebhookSecret: secret,
        telegramConnected: true,
      });
      return toStore(storeId);
    },

    async saveWebStore(principal: Principal, id: number, body: WebStoreBody): Promise<Store> {
      const storeId = ownStore(principal, id);
      if (await repo.webStoreTaken(db, body.web_store, storeId))
        throw invalid(fieldError('web_store', 'webStoreTaken'));
      await db.transaction(async (tx) => {
        if (!(await repo.makeTemplateCurrent(tx, storeId, body.template_id))) {
          throw invalid(fieldError('template_id', 'invalid'));
        }
        try {
          await repo.update(tx, storeId, { webStore: body.web_store });
        } catch (err) {
          // Two stores saving the same alias at once: the unique index decides.
          if (isUniqueViolation(err)) throw invalid(fieldError('web_store', 'webStoreTaken'));
          throw err;
        }
      });
      return toStore(storeId);
    },
  };
}
export type StoresService = ReturnType<typeof createStoresService>;
