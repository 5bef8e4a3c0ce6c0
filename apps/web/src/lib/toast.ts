import { enqueueSnackbar } from 'notistack';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';

/** The one way to show a toast. Texts arrive already translated. */
export function showToast(message: string, variant: ToastVariant = 'info'): void {
  enqueueSnackbar(message, { variant, preventDuplicate: true });
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  info: (message: string) => showToast(message, 'info'),
  warning: (message: string) => showToast(message, 'warning'),
};
