// Apart from the provider so that the lazily loaded dialog view can take them without importing
// the provider that loads it.

export type ConfirmOptions = {
  title?: string;
  message: string;
  confirmText?: string;
  cancelText?: string;
  /** Destructive actions paint the confirm button red and put the focus on cancel. */
  destructive?: boolean;
};

export type ConfirmDeleteOptions = { title?: string; message?: string };
