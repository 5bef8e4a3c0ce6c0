import type { TFunction } from 'i18next';

/**
 * A `t` for unit tests of text-building helpers: it echoes the key and its values
 * (`key(a=1,b=2)`), so a test reads which text a helper asks for, with what, in any language.
 */
export const echoT = ((key: string, values?: Record<string, unknown>) =>
  values
    ? `${key}(${Object.entries(values)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')})`
    : key) as unknown as TFunction;
