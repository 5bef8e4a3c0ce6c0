import type { TFunction } from 'i18next';
import { ApiError, NetworkError } from '#web/lib/api-client.ts';

/**
 * Toast text for a failed sign-in (SPEC.md §8): the server's own message when it rate-limits,
 * "invalid data" when it answered otherwise, "connection error" when nothing answered.
 */
export function signInErrorText(t: TFunction, error: unknown): string {
  if (error instanceof NetworkError) return t('toasts.common.connectionError');
  if (error instanceof ApiError) {
    if (error.status === 429 && error.message) return error.message;
    return t('toasts.auth.invalidData');
  }
  return t('toasts.common.unexpected');
}
