import { z } from 'zod';
import { plainString, v } from '../common/fields.ts';
import { idField, intField, intQuery } from '../common/numbers.ts';
import { pageQuery } from '../common/pagination.ts';

/**
 * Bank statements matched to the payments waiting for review (issue 32, part 1). A statement is
 * a file a bank exports for one payment account; each credit line is matched to the account's
 * sales waiting for verification by reference, amount and date.
 */

/**
 * The layouts the server reads without a mapping: the export of each main Venezuelan bank and of
 * the usual dollar sources; `custom` is an account's own saved column mapping.
 */
export const STATEMENT_LAYOUTS = [
  'banesco',
  'mercantil',
  'provincial',
  'venezuela',
  'bnc',
  'bancamiga',
  'zelle',
  'binance',
  'paypal',
  'custom',
] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];

/**
 * How a line stands: `exact` (one waiting payment, reference, amount and date agree),
 * `probable` (amount and date, or part of the reference), `none`, `repeated` (its reference is in
 * two waiting payments, or two lines point at one payment: a person decides), `confirmed` (it
 * verified a sale).
 */
export const MATCH_STATES = ['exact', 'probable', 'repeated', 'none', 'confirmed'] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** Why a payment is a candidate of a line. */
export const MATCH_REASONS = ['reference', 'partial_reference', 'amount_date'] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

/** How the day is written in a custom layout's date column. */
export const DATE_ORDERS = ['dmy', 'mdy', 'ymd'] as const;
export type DateOrder = (typeof DATE_ORDERS)[number];

/** The most lines one statement may hold, and the largest file accepted (bytes). */
export const STATEMENT_MAX_LINES = 20_000;
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
/** The widest date window and amount tolerance an account may set. */
export const MATCH_WINDOW_MAX_DAYS = 30;
export const MATCH_TOLERANCE_MAX_CENTS = 100_000;

const columnName = plainString().trim().max(80, v('maxLength'));

/**
 * A custom layout: which column (by its header) holds each fact. `amount` is the credit column;
 * negative amounts (debits) are skipped.
 */
export const statementMapping = z.object({
  date_column: columnName.min(1, v('required')),
  reference_column: columnName.min(1, v('required')),
  amount_column: columnName.min(1, v('required')),
  description_column: columnName.optional(),
  date_order: z.enum(DATE_ORDERS, { error: v('oneOf') }),
});
export type StatementMapping = z.infer<typeof statementMapping>;

/**
 * The upload's text fields (multipart, beside the `file` part): the layout to read it with
 * (left out: recognised from its headers), and the mapping when it is `custom`.
 */
export const statementUploadBody = z.object({
  layout: z.enum(STATEMENT_LAYOUTS, { error: v('oneOf') }).optional(),
  ...statementMapping.partial().shape,
});
export type StatementUploadBody = z.infer<typeof statementUploadBody>;

/** An account's reconciliation settings (the owner's). */
export const statementSettingsBody = z.object({
  /** How far a line's amount may be from the payment's, in the account's cents. */
  tolerance_cents: intField({ min: 0, max: MATCH_TOLERANCE_MAX_CENTS }),
  /** How many days after the sale its transfer may show on the statement. */
  window_days: intField({ min: 0, max: MATCH_WINDOW_MAX_DAYS }),
  /** Whether the store's cashiers may import and confirm for this account. */
  cashier_allowed: z.boolean({ error: v('invalid') }),
});
export type StatementSettingsBody = z.infer<typeof statementSettingsBody>;

export const statementSettingsSchema = statementSettingsBody.extend({
  /** The account's saved custom layout, or null. */
  mapping: statementMapping.nullable(),
});
export type StatementSettings = z.infer<typeof statementSettingsSchema>;

/** An account the caller may reconcile, with its settings. */
export const statementAccountSchema = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_type: z.enum(['VES', 'USD']),
  account_number: z.string(),
  settings: statementSettingsSchema,
  /** Lines of the account's statements by state. */
  counts: z.record(z.enum(MATCH_STATES), z.number().int()),
});
export type StatementAccount = z.infer<typeof statementAccountSchema>;

/** One credit line as read from a file. */
export const statementLineDraftSchema = z.object({
  /** The line's row in the file (1 is the first row, headers included). */
  row: z.number().int(),
  date: z.string(),
  reference: z.string(),
  /** In the account's cents. */
  amount_cents: z.number().int(),
  description: z.string(),
});
export type StatementLineDraft = z.infer<typeof statementLineDraftSchema>;

/** What a file holds, before importing it. */
export const statementPreviewSchema = z.object({
  layout: z.enum(STATEMENT_LAYOUTS),
  headers: z.array(z.string()),
  /** The credit lines read (debits and empty rows are skipped). */
  total: z.number().int(),
  skipped: z.number().int(),
  /** The first lines, to check the columns were read right. */
  lines: z.array(statementLineDraftSchema),
});
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

export const statementSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  layout: z.enum(STATEMENT_LAYOUTS),
  /** Lines the import added; a line already imported from another file is not added again. */
  lines: z.number().int(),
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
  imported_at: z.string(),
  imported_by: z.string().nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

/** An import's answer: the statement and how its lines (and the account's others) now stand. */
export const statementImportSchema = z.object({
  /** Null when every line of the file was imported before (nothing is added). */
  statement: statementSchema.nullable(),
  /** Lines of the file that were already imported. */
  already_imported: z.number().int(),
  counts: z.record(z.enum(MATCH_STATES), z.number().int()),
});
export type StatementImport = z.infer<typeof statementImportSchema>;

/**
 * A waiting payment shown beside a line: on a store's account a sale (`payment_id` is the sale's
 * id, `payer_name` its shopper), on the platform's a licence payment (its id, the paying store).
 */
export const matchCandidateSchema = z.object({
  payment_id: z.number().int(),
  reason: z.enum(MATCH_REASONS),
  /** The reference the payer typed. */
  reference: z.string().nullable(),
  /** What it asks to be paid into the account, in the account's cents (bolívares at its frozen rate). */
  amount_cents: z.number().int(),
  /** Its day (a sale's day in the store's calendar). */
  day: z.string(),
  payer_name: z.string(),
  /** Signed link to the proof picture, or null. */
  proof_image: z.string().nullable(),
  /** Whether it still waits for review. */
  waiting: z.boolean(),
});
export type MatchCandidate = z.infer<typeof matchCandidateSchema>;

export const statementLineSchema = statementLineDraftSchema.extend({
  id: z.number().int(),
  statement_id: z.number().int(),
  state: z.enum(MATCH_STATES),
  /** The payment it settled (confirmed) or matches exactly: a sale, or a licence payment on the platform's accounts. */
  payment_id: z.number().int().nullable(),
  candidates: z.array(matchCandidateSchema),
  confirmed_at: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementLinesQuery = pageQuery.extend({
  state: z.enum(MATCH_STATES, { error: v('oneOf') }).optional(),
  statement_id: intQuery({ min: 1 }).optional(),
});
export type StatementLinesQuery = z.infer<typeof statementLinesQuery>;

export const statementLineParams = z.object({ id: intQuery({ min: 1 }), lineId: intQuery({ min: 1 }) });

/** Confirms one line as one waiting payment (its exact match, or a candidate chosen): a sale, or a licence payment. */
export const confirmLineBody = z.object({ payment_id: idField });

export const confirmLineReply = z.object({ message: z.string(), data: statementLineSchema });

export const rematchReply = z.object({ counts: z.record(z.enum(MATCH_STATES), z.number().int()) });

/** "Confirmar N coincidencias exactas": how many verified, and how many were no longer waiting. */
export const confirmExactReply = z.object({
  message: z.string(),
  confirmed: z.number().int(),
  skipped: z.number().int(),
});
export type ConfirmExactReply = z.infer<typeof confirmExactReply>;
