import type { BankBody } from '@vitrina/contract';

/** A bank account as POST /api/banks takes it: a company's VES account, with `changes` over it. */
export function bankAccount(changes: Partial<BankBody> = {}) {
  return {
    bank_name: 'Banesco',
    account_type: 'VES',
    account_number: '0134-0000-00-0000000001',
    owner_full_name: 'Bodegón La Esquina C.A.',
    owner_idenfication_type: 'J',
    owner_idenfication: 'J-40123456-7',
    ...changes,
  } satisfies BankBody;
}
