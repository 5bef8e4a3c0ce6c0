/**
 * The ticket code in what a QR holds: the code itself, or an address that carries it (as
 * `?code=` or as its last path segment). Spaces and dashes are dropped and letters upper-cased,
 * as the server reads a typed code.
 */
export function codeFromScan(raw: string): string {
  const text = raw.trim();
  let code = text;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      code = url.searchParams.get('code') ?? url.pathname.split('/').filter(Boolean).at(-1) ?? '';
    } catch {
      code = text;
    }
  }
  return normalizeCode(code);
}

/** A code as typed: upper case, without spaces and dashes. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}
