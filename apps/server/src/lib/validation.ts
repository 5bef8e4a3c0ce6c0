import { attributeTexts, fillTemplate, type ValidationKey, validationTexts } from '@vitrina/contract';

const attributes: Record<string, string> = attributeTexts.es;
const texts: Record<string, string> = validationTexts.es;

/**
 * Turns a schema message key (`validation.required`) into the Spanish text the API answers
 * with, naming the field by its SPEC.md §5 attribute label.
 */
export function validationText(
  message: string,
  field: string,
  params: { minimum?: unknown; maximum?: unknown } = {},
): string {
  const key = message.startsWith('validation.') ? message.slice('validation.'.length) : undefined;
  const template = key ? texts[key as ValidationKey] : undefined;
  if (!template) return message;
  const leaf = field.split('.').pop() ?? field;
  return fillTemplate(template, {
    attribute: attributes[leaf] ?? leaf,
    min:
      typeof params.minimum === 'number' || typeof params.minimum === 'bigint' ? String(params.minimum) : '',
    max:
      typeof params.maximum === 'number' || typeof params.maximum === 'bigint' ? String(params.maximum) : '',
  });
}

/** A 422 errors object for one field and one key. */
export const fieldError = (field: string, key: ValidationKey): Record<string, string[]> => ({
  [field]: [validationText(`validation.${key}`, field)],
});
