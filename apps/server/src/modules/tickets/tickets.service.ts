import type { DbOrTx } from '../../db/client.ts';
import * as repo from './tickets.repository.ts';

// The tickets domain's screens come later; today only an account of the ticket master role
// needs its manager row, created inside the caller's transaction (users' createAccount).

export const createTicketManager = (tx: DbOrTx, userId: number) => repo.insertManager(tx, userId);
