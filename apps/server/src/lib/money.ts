/** USD amounts travel as numbers with at most two decimals and are stored as integer cents. */
export const toCents = (usd: number): number => Math.round(usd * 100);
export const fromCents = (cents: number): number => cents / 100;
