import { type Db, ping as pingDatabase } from '../../db/client.ts';

export const ping = (db: Db): Promise<void> => pingDatabase(db);
