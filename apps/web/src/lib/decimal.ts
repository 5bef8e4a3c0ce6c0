/**
 * A number typed into a text box, as the contract's number fields want it: "12,5" and "12.5"
 * are 12.5; an empty box is undefined (the field's "required"); anything else stays text, so
 * the schema answers "must be a number" rather than guessing.
 */
export function parseDecimal(text: string | null | undefined): number | string | undefined {
  const trimmed = (text ?? '').trim().replace(/\s/g, '').replace(',', '.');
  if (!trimmed) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : (text ?? '');
}

/** A stored amount back into its text box ("" for none). */
export const decimalText = (value: number | null | undefined): string => (value == null ? '' : String(value));
