import type { TFunction } from 'i18next';

export type LengthBounds = { min?: unknown; max?: unknown };

/**
 * The text shown under a field: contract keys (`validation.*`) are translated with the field's
 * name and the rule's bounds; texts the server sent are shown as they came.
 */
export function validationText(
  t: TFunction,
  field: string,
  message: string,
  bounds: LengthBounds = {},
): string {
  if (!message.startsWith('validation.')) return message;
  const fieldKey = field.split('.').at(-1) ?? field;
  return t(message, {
    attribute: t(`fields.${fieldKey}`, { defaultValue: fieldKey }),
    min: bounds.min,
    max: bounds.max,
  });
}
