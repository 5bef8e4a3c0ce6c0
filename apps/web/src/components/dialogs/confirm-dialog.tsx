import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfirmDeleteOptions, ConfirmOptions } from './confirm-options.ts';

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

type Pending = ConfirmOptions & { resolve: (value: boolean) => void };

const ConfirmContext = createContext<Confirm | null>(null);

// The dialog's code loads with the first question, not with the sign-in page.
const ConfirmDialogView = lazy(() => import('./confirm-dialog-view.tsx'));

/**
 * Holds the one confirmation dialog of the panel (SPEC.md §2 "cancel / yes"). Screens ask through
 * `useConfirm()` / `useConfirmDelete()` and await the answer; a second request while one is open
 * answers the first with `false`.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((value: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setOpen(false);
    current?.resolve(value);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { ...options, resolve };
        pendingRef.current = next;
        setPending(next);
        setOpen(true);
      }),
    [],
  );

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending ? (
        <Suspense fallback={null}>
          <ConfirmDialogView
            open={open}
            options={pending}
            onAnswer={settle}
            onExited={() => setPending(null)}
          />
        </Suspense>
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({ message })) …` */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider> (mounted in app/providers.tsx)');
  return confirm;
}

/** The confirm-delete dialog: "¿Esta seguro de eliminar esto?" unless another message is given. */
export function useConfirmDelete(): (options?: ConfirmDeleteOptions) => Promise<boolean> {
  const confirm = useConfirm();
  const { t } = useTranslation();
  return useMemo(
    () => (options?: ConfirmDeleteOptions) =>
      confirm({
        title: options?.title ?? t('dialogs.confirmDelete.title'),
        message: options?.message ?? t('dialogs.confirmDelete.message'),
        destructive: true,
      }),
    [confirm, t],
  );
}
