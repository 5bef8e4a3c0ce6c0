import { ApiError, NetworkError } from '#web/lib/api-client.ts';

/** The text of a list that failed to load. */
export function loadErrorText(t: (key: string) => string, error: unknown): string {
  if (error instanceof NetworkError) return t('toasts.common.connectionError');
  if (error instanceof ApiError && error.message) return error.message;
  return t('toasts.common.unexpected');
}
