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
  'invalid',
  'number',
  'integer',
  'positive',
  'oneOf',
] as const;
export type ValidationKey = (typeof validationKeys)[number];

type Catalog = Record<ValidationKey, string>;

export const validationTexts: { es: Catalog; en: Catalog } = {
  es: {
    required: 'El campo {{attribute}} es obligatorio',
    email: 'El campo {{attribute}} debe ser un correo electrónico válido',
    emailTaken: 'El email ya esta registrado',
    minLength: 'El campo {{attribute}} debe tener al menos {{min}} caracteres',
    maxLength: 'El campo {{attribute}} no debe superar {{max}} caracteres',
    passwordMismatch: 'La confirmación de la contraseña no coincide',
    invalid: 'El campo {{attribute}} no es válido',
    number: 'El campo {{attribute}} debe ser un número',
    integer: 'El campo {{attribute}} debe ser un número entero',
    positive: 'El campo {{attribute}} debe ser mayor que cero',
    oneOf: 'El campo {{attribute}} tiene un valor no permitido',
  },
  en: {
    required: 'The {{attribute}} field is required',
    email: 'The {{attribute}} field must be a valid email address',
    emailTaken: 'The email is already registered',
    minLength: 'The {{attribute}} field must be at least {{min}} characters',
    maxLength: 'The {{attribute}} field must not exceed {{max}} characters',
    passwordMismatch: 'The password confirmation does not match',
    invalid: 'The {{attribute}} field is invalid',
    number: 'The {{attribute}} field must be a number',
    integer: 'The {{attribute}} field must be an integer',
    positive: 'The {{attribute}} field must be greater than zero',
    oneOf: 'The {{attribute}} field has a value that is not allowed',
  },
};

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
  'role_id',
  'store_id',
  'code',
] as const;
export type AttributeKey = (typeof attributeKeys)[number];

export const attributeTexts: { es: Record<AttributeKey, string>; en: Record<AttributeKey, string> } = {
  es: {
    name: 'nombre',
    lastname: 'apellido',
    email: 'email',
    price: 'precio',
    message: 'mensaje',
    months: 'meses',
    image: 'imagen',
    password: 'contraseña',
    catalogue: 'catálogo',
    phone: 'teléfono',
    bank_name: 'nombre del banco',
    password_confirmation: 'confirmación de contraseña',
    storeName: 'nombre de la tienda',
    storeBotName: 'usuario del bot',
    storeDescription: 'descripción de la tienda',
    storeCategory: 'categoría de la tienda',
    telegramBotToken: 'token del bot',
    description: 'descripción',
    account_type: 'tipo de cuenta',
    account_number: 'número de cuenta',
    owner_full_name: 'nombre del titular',
    owner_idenfication_type: 'tipo de documento',
    owner_idenfication: 'documento del titular',
    dollarPercentage: 'porcentaje en dólares',
    dollarRate: 'tasa del dólar',
    cancellationReason: 'motivo de cancelación',
    role_id: 'rol',
    store_id: 'tienda',
    code: 'código',
  },
  en: {
    name: 'name',
    lastname: 'last name',
    email: 'email',
    price: 'price',
    message: 'message',
    months: 'months',
    image: 'image',
    password: 'password',
    catalogue: 'catalogue',
    phone: 'phone',
    bank_name: 'bank name',
    password_confirmation: 'password confirmation',
    storeName: 'store name',
    storeBotName: 'bot user name',
    storeDescription: 'store description',
    storeCategory: 'store category',
    telegramBotToken: 'bot token',
    description: 'description',
    account_type: 'account type',
    account_number: 'account number',
    owner_full_name: 'account holder',
    owner_idenfication_type: 'document type',
    owner_idenfication: 'holder document',
    dollarPercentage: 'dollar percentage',
    dollarRate: 'dollar rate',
    cancellationReason: 'cancellation reason',
    role_id: 'role',
    store_id: 'store',
    code: 'code',
  },
};

/** Fills `{{name}}` placeholders; used where i18next is not at hand (the server). */
export function fillTemplate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
}
