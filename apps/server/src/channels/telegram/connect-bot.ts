import type { TelegramSettingsBody } from '@vitrina/contract';
import { errorTexts, invalid } from '#server/lib/errors.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import { newSecret } from '#server/lib/tokens.ts';
import type { BotApi } from './bot-api.ts';

/** The bot columns a store or an event keeps once its bot is connected. */
export type ConnectedBot = {
  telegramUserBot: string;
  telegramTokenEnc: string;
  telegramWebhookSecret: string;
};

/**
 * At start-up, for the stores' or the events' bots: each one whose webhook is still its `url`
 * asks for this version's update kinds (BotApi.refreshWebhook), one after the other. Counts the
 * bots by outcome.
 */
export async function refreshWebhooks(
  deps: { botApi: BotApi; box: SecretBox },
  bots: { tokenEnc: string | null; secret: string | null; url: string }[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const bot of bots) {
    if (!bot.tokenEnc || !bot.secret) continue;
    const outcome = await deps.botApi.refreshWebhook(deps.box.open(bot.tokenEnc), bot.url, bot.secret);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
}

/**
 * Connects a bot for a store or an event: Telegram must accept the token, the bot's user name
 * must be the one typed, and the webhook (with a new secret) must point at `webhookUrl`.
 * Refusals are 422 field errors in Spanish (`webhookFailed` names the owner: store or event).
 * Returns the columns to save (the token sealed).
 */
export async function connectBot(
  deps: { botApi: BotApi; box: SecretBox },
  body: TelegramSettingsBody,
  webhookUrl: string,
  webhookFailed: string,
): Promise<ConnectedBot> {
  const bot = await deps.botApi.describe(body.token);
  if (!bot) throw invalid({ token: [errorTexts.botTokenRejected] });
  if (bot.username.toLowerCase() !== body.telegram_user_bot.toLowerCase()) {
    throw invalid({
      telegram_user_bot: [errorTexts.botUserMismatch.replace('{{username}}', bot.username)],
    });
  }
  const secret = newSecret();
  try {
    await deps.botApi.setWebhook(body.token, webhookUrl, secret);
  } catch {
    throw invalid({ token: [webhookFailed] });
  }
  return {
    telegramUserBot: bot.username,
    telegramTokenEnc: deps.box.seal(body.token),
    telegramWebhookSecret: secret,
  };
}
