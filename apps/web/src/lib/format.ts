export const MENU_TEXT_MAX = 18;

/** Cuts a text to `max` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, max = MENU_TEXT_MAX): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}

/**
 * Money is shown in USD with at most 2 fraction digits (SPEC.md §1); the bolívar amount of a
 * sale paid in VES passes `currency: 'VES'`.
 */
export function formatMoney(amount: number, locale = 'es', currency: 'USD' | 'VES' = 'USD'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function capitalize(text: string): string {
  return text ? text.charAt(0).toLocaleUpperCase() + text.slice(1) : text;
}
