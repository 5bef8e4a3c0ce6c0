import { type Db, ping as pingDatabase } from '#server/db/client.ts';

export const ping = (db: Db): Promise<void> => pingDatabase(db);
