import { useSyncExternalStore } from 'react';

export type ToastVariant = 'success' | 'error' | 'info' | 'warning';
export type Toast = { message: string; variant: ToastVariant };
type Show = (toast: Toast) => void;

/**
 * Toasts are shown by notistack, whose code loads with the first toast (components/toast-layer.tsx);
 * toasts asked for before it is ready wait here and are shown in order.
 */
let show: Show | null = null;
const waiting: Toast[] = [];
const listeners = new Set<() => void>();
const watchers = new Set<Show>();
let wanted = false;

/** The one way to show a toast. Texts arrive already translated. */
export function showToast(message: string, variant: ToastVariant = 'info'): void {
  for (const watcher of watchers) watcher({ message, variant });
  if (show) {
    show({ message, variant });
    return;
  }
  waiting.push({ message, variant });
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

export const toast = {
  success: (message: string) => showToast(message, 'success'),
  error: (message: string) => showToast(message, 'error'),
  info: (message: string) => showToast(message, 'info'),
  warning: (message: string) => showToast(message, 'warning'),
};

/** The toast layer connects once mounted; the returned function disconnects it. */
export function connectToastLayer(next: Show): () => void {
  show = next;
  for (const waitingToast of waiting.splice(0)) next(waitingToast);
  return () => {
    if (show === next) show = null;
  };
}

/** true once any toast was asked for: the layer is mounted from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => wanted,
  );
}

/** Hears every toast as it is asked for (dialogs read them out, see components/dialogs/app-dialog.tsx). */
export function watchToasts(watcher: Show): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
