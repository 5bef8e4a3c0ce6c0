// The fake Bot API in a process of its own, so the server's pauses (the embedded database
// answers on the server's thread) do not distort the clock that enforces 30 messages a second.
// Prints {"apiRoot", "token"} on its first line; GET <apiRoot>/__stats gives its counts.
import { startFakeTelegram } from '../apps/server/src/test/fake-telegram.ts';

const fake = await startFakeTelegram({ perSecond: 30, retryAfter: 1 });
const token = fake.addBot('campana_bot');
process.stdout.write(`${JSON.stringify({ apiRoot: fake.apiRoot, token })}\n`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
