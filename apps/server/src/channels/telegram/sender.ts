import path from 'node:path';
import { DEFAULT_TEXT_LANGUAGE, merchantText } from '@vitrina/contract';
import { Api, GrammyError, HttpError, InlineKeyboard, InputFile, Keyboard } from 'grammy';
import { DeliveryError } from '#server/channels/delivery-error.ts';
import { storedName } from '#server/lib/files.ts';

/**
 * What an outbox row of the 'telegram' channel carries (its recipient is the chat id, its
 * bot_key the store whose bot sends it):
 * - text: the message (the caption when there is a photo);
 * - photo: either an http(s) URL Telegram fetches itself, or the name of a stored image in
 *   file store (as `files.saveImage` names it), uploaded from its bytes — the panel's own URLs are
 *   often not reachable by Telegram, so stored images go as files;
 * - button: one inline button under the message, opening `url` or sending `callback_data`;
 * - buttons: rows of such buttons instead (an inline keyboard: an event bot's choices);
 * - keyboard: rows of reply-keyboard buttons instead (one use; `request_location` asks the
 *   user's location, `request_contact` their own phone number), and remove_keyboard takes such
 *   a keyboard away.
 */
export type TelegramPayload = {
  text: string;
  photo?: string;
  button?: TelegramButton;
  buttons?: TelegramButton[][];
  keyboard?: { text: string; request_location?: boolean; request_contact?: boolean }[][];
  remove_keyboard?: boolean;
  /** Older rows name their store here instead of bot_key. */
  store_id?: number;
};

export type TelegramButton = { text: string; url?: string; callback_data?: string };

/** The reply markup of a payload: a reply keyboard, its removal, or the inline keyboard. */
function markup(payload: TelegramPayload): InlineKeyboard | Keyboard | { remove_keyboard: true } | undefined {
  if (payload.keyboard && payload.keyboard.length > 0) {
    const board = new Keyboard();
    payload.keyboard.forEach((row, i) => {
      if (i > 0) board.row();
      for (const b of row) {
        if (b.request_location) board.requestLocation(b.text);
        else if (b.request_contact) board.requestContact(b.text);
        else board.text(b.text);
      }
    });
    return board.oneTime().resized();
  }
  if (payload.remove_keyboard) return { remove_keyboard: true };
  return keyboard(payload);
}

/** The inline keyboard of a payload: its rows of buttons, or its one button. */
function keyboard(payload: TelegramPayload): InlineKeyboard | undefined {
  const rows = payload.buttons ?? (payload.button ? [[payload.button]] : []);
  if (rows.length === 0) return undefined;
  const board = new InlineKeyboard();
  rows.forEach((row, i) => {
    if (i > 0) board.row();
    for (const b of row) {
      if (b.url) board.url(b.text, b.url);
      else board.text(b.text, b.callback_data ?? b.text);
    }
  });
  return board;
}

type Row = { recipient: string; payload: unknown; botKey: string | null; customerId: number | null };

export const noBotText = merchantText(DEFAULT_TEXT_LANGUAGE, 'outboxNoBot');

/** A Bot API 400 that means the chat is gone rather than that the message is wrong. */
const GONE_400 = /chat not found|user is deactivated|peer_id_invalid|user not found|bot was kicked/i;

/** Turns a Bot API or network failure into what the outbox should do with the message. */
export function classifyTelegramError(err: unknown): DeliveryError {
  if (err instanceof DeliveryError) return err;
  if (err instanceof GrammyError) {
    const reason = `${err.error_code} ${err.description}`;
    if (err.error_code === 429)
      return new DeliveryError('throttled', reason, err.parameters.retry_after ?? 1);
    if (err.error_code === 403) return new DeliveryError('unreachable', reason);
    if (err.error_code === 400 && GONE_400.test(err.description))
      return new DeliveryError('unreachable', reason);
    if (err.error_code >= 500) return new DeliveryError('temporary', reason);
    return new DeliveryError('permanent', reason);
  }
  if (err instanceof HttpError) return new DeliveryError('temporary', `network: ${err.message}`);
  return new DeliveryError('temporary', err instanceof Error ? err.message : String(err));
}

/**
 * The outbox handler of the 'telegram' channel: sends through grammY with the token of the
 * bot named by the row's bot_key, and classifies the Bot API's answer.
 */
export function createTelegramSender(deps: {
  apiRoot: string;
  /** A stored image's bytes (the file store), undefined when it is not there. */
  readFile: (name: string) => Promise<Buffer | undefined>;
  /** The token of a bot key (a store id), undefined when that store has no bot. */
  tokenFor: (botKey: string) => Promise<string | undefined>;
  /** Marks a customer the bot can no longer reach. */
  markUnreachable: (customerId: number) => Promise<void>;
  timeoutSeconds?: number;
}) {
  const apis = new Map<string, Api>();
  const tokens = new Map<string, { token: string; until: number }>();
  const api = (token: string) => {
    let a = apis.get(token);
    if (!a) {
      a = new Api(token, { apiRoot: deps.apiRoot, timeoutSeconds: deps.timeoutSeconds ?? 30 });
      apis.set(token, a);
    }
    return a;
  };
  // A minute's cache: a campaign sends thousands of messages with one token. Only a token found
  // is kept: a bot connected a moment after a message found none must be used at once (the
  // welcome of its first /start), and a token Telegram refuses is looked up again.
  async function token(botKey: string): Promise<string | undefined> {
    const hit = tokens.get(botKey);
    if (hit && hit.until > Date.now()) return hit.token;
    const value = await deps.tokenFor(botKey);
    if (value) tokens.set(botKey, { token: value, until: Date.now() + 60_000 });
    else tokens.delete(botKey);
    return value;
  }

  return async (row: Row): Promise<undefined> => {
    const payload = row.payload as TelegramPayload;
    const botKey = row.botKey ?? (payload.store_id === undefined ? undefined : String(payload.store_id));
    const botToken = botKey === undefined ? undefined : await token(botKey);
    if (!botToken) throw new DeliveryError('permanent', noBotText);
    const reply_markup = markup(payload);
    try {
      if (payload.photo) {
        let photo: string | InputFile = payload.photo;
        if (!/^https?:\/\//.test(payload.photo)) {
          const name = storedName(payload.photo);
          // Not there yet (an upload still on its way, a restore in progress, the bucket out of
          // reach): retried with back-off, and failed with this reason only after the last attempt.
          const bytes = await deps.readFile(name).catch(() => undefined);
          if (!bytes) throw new DeliveryError('temporary', `La imagen ${payload.photo} no está disponible`);
          photo = new InputFile(bytes, path.basename(name));
        }
        await api(botToken).sendPhoto(row.recipient, photo, { caption: payload.text, reply_markup });
      } else {
        await api(botToken).sendMessage(row.recipient, payload.text, { reply_markup });
      }
    } catch (err) {
      // 401: the owner replaced or revoked the token since it was cached.
      if (err instanceof GrammyError && err.error_code === 401) tokens.delete(botKey!);
      const outcome = classifyTelegramError(err);
      if (outcome.kind === 'unreachable' && row.customerId !== null)
        await deps.markUnreachable(row.customerId);
      throw outcome;
    }
    return undefined;
  };
}
export type TelegramSender = ReturnType<typeof createTelegramSender>;
