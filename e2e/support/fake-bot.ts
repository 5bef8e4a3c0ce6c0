import fs from 'node:fs';

/** The one bot token the e2e server's fake Bot API knows (see fake-bot-api.mjs). */
export const fakeBot = JSON.parse(fs.readFileSync(new URL('./fake-bot.json', import.meta.url), 'utf8')) as {
  token: string;
  username: string;
  id: number;
};
