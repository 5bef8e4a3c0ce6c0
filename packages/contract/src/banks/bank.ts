import { z } from 'zod';
import { ACCOUNT_TYPES, type AccountType, DOCUMENT_TYPES, type DocumentType } from '../common/enums.ts';
import { requiredText, v } from '../common/fields.ts';

/**
 * The account number as stored, or null when it does not fit its type.
 * VES: a Venezuelan bank account, exactly 20 digits; spaces and hyphens between groups
 * ("0102-0123-45-0000000000") are dropped.
 * USD: 4 to 64 letters, digits and @ . - _ so that an account number, an IBAN-like code or
 * a Zelle e-mail all fit; spaces are dropped.
 */
export function normalizeAccountNumber(type: AccountType, raw: string): string | null {
  if (type === 'VES') {
    const digits = raw.replace(/[\s-]/g, '');
    return /^\d{20}$/.test(digits) ? digits : null;
  }
  const compact = raw.replace(/\s/g, '');
  return /^[A-Za-z0-9@._-]{4,64}$/.test(compact) ? compact : null;
}

/**
 * The document number as stored (digits only), or null when it does not fit its type.
 * Written as people write them: "V-12.345.678", "12345678", "J-12345678-9"; a leading letter
 * must be the selected type.
 * V (cédula): 6 to 9 digits.
 * J and R (RIF): exactly 9 digits, the 8-digit number (zero-padded) plus its check digit;
 * the check digit itself is not verified.
 */
export function normalizeDocument(type: DocumentType, raw: string): string | null {
  let s = raw.trim().toUpperCase();
  const letter = /^[A-Z]/.exec(s)?.[0];
  if (letter) {
    if (letter !== type) return null;
    s = s.slice(1);
  }
  const digits = s.replace(/[\s.-]/g, '');
  const ok = type === 'V' ? /^\d{6,9}$/.test(digits) : /^\d{9}$/.test(digits);
  return ok ? digits : null;
}

const accountTypeField = z.enum(ACCOUNT_TYPES, { error: v('oneOf') });
const documentTypeField = z.enum(DOCUMENT_TYPES, { error: v('oneOf') });
const isAccountType = (x: unknown): x is AccountType => accountTypeField.safeParse(x).success;
const isDocumentType = (x: unknown): x is DocumentType => documentTypeField.safeParse(x).success;

// Zod skips refinements once a field is missing or of the wrong type; these checks guard
// their own inputs, so they run anyway and every wrong field is reported at once.
const everyTime = { when: () => true };

/**
 * The fields of a payment account, written once: a store's banks, a ticket seller's accounts
 * and the platform's own accounts all take them (`bankAccountBody` adds their checks).
 */
export const bankAccountFields = {
  bank_name: requiredText(100),
  account_type: accountTypeField,
  account_number: requiredText(80),
  owner_full_name: requiredText(120),
  owner_idenfication_type: documentTypeField,
  owner_idenfication: requiredText(20),
};

type AccountFields = {
  account_type: AccountType;
  account_number: string;
  owner_idenfication_type: DocumentType;
  owner_idenfication: string;
};
type Draft = { [K in keyof AccountFields]?: unknown };

function checkAccount(d: Draft, ctx: z.RefinementCtx) {
  // Runs even when the body is not an object at all (JSON null): then there is nothing to check.
  if (typeof d !== 'object' || d === null) return;
  if (isAccountType(d.account_type) && typeof d.account_number === 'string' && d.account_number) {
    if (normalizeAccountNumber(d.account_type, d.account_number) === null) {
      const message = d.account_type === 'VES' ? v('accountNumberVes') : v('accountNumberUsd');
      ctx.addIssue({ code: 'custom', message, path: ['account_number'] });
    }
  }
  if (
    isDocumentType(d.owner_idenfication_type) &&
    typeof d.owner_idenfication === 'string' &&
    d.owner_idenfication
  ) {
    if (normalizeDocument(d.owner_idenfication_type, d.owner_idenfication) === null) {
      const message = d.owner_idenfication_type === 'V' ? v('documentCedula') : v('documentRif');
      ctx.addIssue({ code: 'custom', message, path: ['owner_idenfication'] });
    }
  }
}

const normalized = <T extends AccountFields>(d: T): T => ({
  ...d,
  account_number: normalizeAccountNumber(d.account_type, d.account_number) ?? d.account_number,
  owner_idenfication:
    normalizeDocument(d.owner_idenfication_type, d.owner_idenfication) ?? d.owner_idenfication,
});

/**
 * A body carrying a payment account plus `extra` fields: every account field is checked and
 * the number and document are stored in their normal form.
 */
export const bankAccountBody = <S extends z.ZodRawShape = Record<never, never>>(extra: S = {} as S) =>
  z
    .object({ ...bankAccountFields, ...extra })
    .superRefine((d, ctx) => checkAccount(d as Draft, ctx), everyTime)
    .meta({
      description:
        'account_number: 20 digits for a VES account, 4 to 64 letters, digits or @ . - _ for a USD one. owner_idenfication: 6 to 9 digits for a V cédula; 9 digits with the check digit for a J or R RIF.',
    })
    .transform((d) => normalized(d as typeof d & AccountFields));

/** Body of POST and PATCH banks/{id} (also company/banks); PATCH sends the whole account. */
export const bankBody = bankAccountBody();
export type BankBody = z.infer<typeof bankBody>;
export type BankInput = z.input<typeof bankBody>;

/** A payment account. GET banks answers a plain array: an owner has a handful of accounts. */
export const bankAccountSchema = z.object({
  bank_name: z.string(),
  account_type: z.enum(ACCOUNT_TYPES),
  account_number: z.string(),
  owner_full_name: z.string(),
  owner_idenfication_type: z.enum(DOCUMENT_TYPES),
  owner_idenfication: z.string(),
});
export const bankSchema = bankAccountSchema.extend({ id: z.number().int() });
export type Bank = z.infer<typeof bankSchema>;
