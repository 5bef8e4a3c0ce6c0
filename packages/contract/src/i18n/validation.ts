import { attributeTextsEn, validationTextsEn } from './validation-en.ts';
import { attributeTextsEs, validationTextsEs } from './validation-es.ts';

/**
 * Validation texts shared by the server's 422 replies and the panel's forms.
 * Schemas carry a key (`validation.required`); whoever shows it fills in the
 * attribute label of the field. Spanish is what the API answers with.
 */
export const validationKeys = [
  'required',
  'email',
  'emailTaken',
  'minLength',
  'maxLength',
  'passwordMismatch',
  'time',
  'timeOrder',
  'timeOverlap',
  'timeRangesPerDay',
  'accountNumberVes',
  'accountNumberUsd',
  'documentCedula',
  'documentRif',
  'invalid',
  'number',
  'integer',
  'positive',
  'oneOf',
  'money',
  'date',
  'dateOrder',
  'botToken',
  'botUser',
  'webStore',
  'webStoreReserved',
  'webStoreTaken',
  'quantity',
  'currentPassword',
  'identificationDigits',
  'characters',
  'dateRange',
  'body',
  'taken',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

export type ValidationCatalog = Record<ValidationKey, string>;

/** Each language lives in its own module, so the panel's first bundle carries Spanish only. */
export const validationTexts = { es: validationTextsEs, en: validationTextsEn };

/** Attribute labels of SPEC.md §5, by wire field name. */
export const attributeKeys = [
  'name',
  'lastname',
  'email',
  'price',
  'message',
  'months',
  'image',
  'password',
  'catalogue',
  'phone',
  'bank_name',
  'password_confirmation',
  'storeName',
  'storeBotName',
  'storeDescription',
  'storeCategory',
  'telegramBotToken',
  'description',
  'account_type',
  'account_number',
  'owner_full_name',
  'owner_idenfication_type',
  'owner_idenfication',
  'dollarPercentage',
  'dollarRate',
  'cancellationReason',
  'question',
  'answer',
  'schedules',
  'weekday',
  'opens_at',
  'closes_at',
  'countryId',
  'stateId',
  'role_id',
  'store_id',
  'code',
  'quantity',
  'catalogue_id',
  'active',
  'order',
  'category_id',
  'address',
  'country_id',
  'state_id',
  'city_id',
  'latitude',
  'longitude',
  'telegram_user_bot',
  'token',
  'web_store',
  'template_id',
  'text',
  'endpoint',
  'note',
  'initial_date',
  'final_date',
  'start_date',
  'end_date',
  'current_password',
  'status_id',
  'identification_type',
  'identification',
  'vehicle',
  'plate',
  'channel',
  'percentage',
  'origin_country_id',
  'origin_state_id',
  'origin_city_id',
  'destination_country_id',
  'destination_state_id',
  'destination_city_id',
  'rate_per_km',
  'min_rate',
  'fee',
  'can_charge',
  'subtotal',
  'primary_admin_id',
  'secondary_admin_id',
  'company_id',
  'yearly',
  'product_limit',
  'reference',
  'plan_id',
  'bank_id',
  'currency',
] as const;
export type AttributeKey = (typeof attributeKeys)[number];

export const attributeTexts = { es: attributeTextsEs, en: attributeTextsEn };

/** Fills `{{name}}` placeholders; used where i18next is not at hand (the server). */
export function fillTemplate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}

export { attributeTextsEn, attributeTextsEs, validationTextsEn, validationTextsEs };
