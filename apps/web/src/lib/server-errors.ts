import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, NetworkError } from './api-client.ts';
import { applyServerErrors } from './forms.ts';
import { toast } from './toast.ts';

export type FailureOptions = {
  /** i18n key of the Spanish default (SPEC.md §8), e.g. `toasts.banks.createFailed`. */
  fallbackKey: string;
  /**
   * Product and catalogue calls show the server's own message when it sent one (SPEC.md §8);
   * others show it only for refusals that explain themselves (404, 409, 413, 429).
   */
  preferServer?: boolean;
};

const SELF_EXPLAINING = new Set([404, 409, 413, 429]);

/** The toast text of a failed call. */
export function failureText(t: TFunction, error: unknown, { fallbackKey, preferServer }: FailureOptions) {
  if (error instanceof NetworkError) return t('toasts.common.connectionError');
  if (error instanceof ApiError && error.message) {
    if (SELF_EXPLAINING.has(error.status)) return error.message;
    if (preferServer && error.status !== 422 && error.status < 500) return error.message;
  }
  return t(fallbackKey);
}

/** Toasts a failed call. */
export function toastFailure(t: TFunction, error: unknown, options: FailureOptions): void {
  toast.error(failureText(t, error, options));
}

/**
 * A failed form submit: a 422's field texts go under their fields (texts of fields the form
 * does not show join the toast), and the failure toast says what did not happen.
 */
export function reportFormFailure<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  form: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
  options: FailureOptions,
): void {
  if (error instanceof ApiError && error.status === 422) {
    const rest = applyServerErrors(form.setError, error.errors, form.fields);
    const base = t(options.fallbackKey);
    toast.error(rest.length > 0 ? `${base}: ${rest.join(' ')}` : base);
    return;
  }
  toastFailure(t, error, options);
}

export type SaveOptions<R> = FailureOptions & {
  /** i18n key of the success toast (SPEC.md §8), e.g. `toasts.banks.created`. */
  successKey: string;
  /** What follows a save: close the dialog, reset the form to what was saved. */
  onSaved?: (saved: R) => void;
};

/** A form's save call settled: the success toast and what follows, or the failure as reportFormFailure reports it. */
export function settleSave<T extends FieldValues, R>(
  t: TFunction,
  save: Promise<R>,
  form: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
  options: SaveOptions<R>,
): Promise<void> {
  return save.then(
    (saved) => {
      toast.success(t(options.successKey));
      options.onSaved?.(saved);
    },
    (error: unknown) => reportFormFailure(t, error, form, options),
  );
}
