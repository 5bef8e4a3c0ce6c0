import { Api } from 'grammy';

/** The update kinds a bot's webhook asks Telegram for: messages, button presses, blocks and unblocks. */
export const WEBHOOK_UPDATES = ['message', 'callback_query', 'my_chat_member'] as const;

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
    /**
     * A file a user sent the bot (getFile, then the Bot API's file URL), up to `maxBytes`:
     * 'too_large' beyond it, undefined when Telegram or the network fails.
     */
    async downloadFile(
      token: string,
      fileId: string,
      maxBytes: number,
    ): Promise<Buffer | 'too_large' | undefined> {
      try {
        const file = await api(token).getFile(fileId);
        if ((file.file_size ?? 0) > maxBytes) return 'too_large';
        if (!file.file_path) return undefined;
        const res = await fetch(`${apiRoot}/file/bot${token}/${file.file_path}`, {
          signal: AbortSignal.timeout(30_000),
        });
        if (!res.ok || !res.body) return undefined;
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of res.body) {
          size += chunk.length;
          if (size > maxBytes) return 'too_large';
          chunks.push(Buffer.from(chunk));
        }
        return Buffer.concat(chunks);
      } catch {
        return undefined;
      }
    },
    /**
     * The button beside the chat's text field opens `url` as a Mini App (the store's web store
     * inside Telegram); false when Telegram refuses (e.g. an address that is not https).
     */
    async setMenuWebApp(token: string, text: string, url: string): Promise<boolean> {
      try {
        await api(token).setChatMenuButton({ menu_button: { type: 'web_app', text, web_app: { url } } });
        return true;
      } catch {
        return false;
      }
    },
    async setWebhook(token: string, url: string, secretToken: string): Promise<void> {
      await api(token).setWebhook(url, { secret_token: secretToken, allowed_updates: [...WEBHOOK_UPDATES] });
    },
    /**
     * Brings a bot connected by an earlier version up to this one's update kinds
     * (WEBHOOK_UPDATES), keeping its secret: only when its webhook is still `url` (a copy of the
     * database on another address, a staging restore, never takes a bot over).
     */
    async refreshWebhook(
      token: string,
      url: string,
      secretToken: string,
    ): Promise<'updated' | 'current' | 'elsewhere' | 'failed'> {
      try {
        const info = await api(token).getWebhookInfo();
        if (info.url !== url) return 'elsewhere';
        const asked = info.allowed_updates ?? [];
        if (WEBHOOK_UPDATES.every((kind) => (asked as string[]).includes(kind))) return 'current';
        await this.setWebhook(token, url, secretToken);
        return 'updated';
      } catch {
        return 'failed';
      }
    },
  };
}
export type BotApi = ReturnType<typeof createBotApi>;
