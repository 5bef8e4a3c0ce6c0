import type { BotApi } from '#server/channels/telegram/bot-api.ts';
import type { Db } from '#server/db/client.ts';
import type { SecretBox } from '#server/lib/secret-box.ts';
import type { FileStore } from '#server/modules/storage/file-store.ts';

/** What the tickets domain needs from the app (wired in app.ts). */
export type TicketsDeps = {
  db: Db;
  files: FileStore;
  box: SecretBox;
  botApi: BotApi;
  publicUrl: string;
  timeZone: string;
  onOutbox: () => void;
};
