import { Api } from 'grammy';

/**
 * The Bot API calls the panel needs, through grammY pointed at TELEGRAM_API_ROOT (tests run a
 * local fake Bot API there).
 */
export function createBotApi(apiRoot: string) {
  const api = (token: string) => new Api(token, { apiRoot });
  return {
    /** The bot behind a token, or undefined when Telegram refuses the token. */
    async describe(token: string): Promise<{ username: string; webhookUrl: string } | undefined> {
      try {
        const bot = api(token);
        const [me, webhook] = await Promise.all([bot.getMe(), bot.getWebhookInfo()]);
        return { username: me.username ?? '', webhookUrl: webhook.url ?? '' };
      } catch {
        return undefined;
      }
    },
    async setWebhook(token: string, url: string, secretToken: string): Promise<void> {
      await api(token).setWebhook(url, {
        secret_token: secretToken,
        allowed_updates: ['message', 'callback_query'],
      });
    },
  };
}
export type BotApi = ReturnType<typeof createBotApi>;
