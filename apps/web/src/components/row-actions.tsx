import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useConfirmDelete } from './dialogs/confirm-dialog.tsx';

export type ConfirmedDelete = {
  /** The delete call, e.g. `() => remove.mutateAsync(row.id)`. */
  run: () => Promise<unknown>;
  /** Group of the SPEC.md §8 toasts `toasts.<group>.deleted|deleteFailed`, or their own keys. */
  toasts: string | { deleted: string; deleteFailed: string };
  /** The question, when not the usual "¿Está seguro de eliminar esto?". */
  message?: string;
  /** Products and catalogues show the server's own refusal (e.g. a catalogue that still has products). */
  preferServer?: boolean;
};

/** Asks "¿Está seguro…?" first; then deletes and toasts the outcome. Resolves true once deleted. */
export function useConfirmedDelete(): (remove: ConfirmedDelete) => Promise<boolean> {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  return useCallback(
    async ({ run, toasts, preferServer, message }: ConfirmedDelete) => {
      if (!(await confirmDelete(message ? { message } : undefined))) return false;
      const keys =
        typeof toasts === 'string'
          ? { deleted: `toasts.${toasts}.deleted`, deleteFailed: `toasts.${toasts}.deleteFailed` }
          : toasts;
      try {
        await run();
      } catch (error) {
        toastFailure(t, error, { fallbackKey: keys.deleteFailed, preferServer });
        return false;
      }
      toast.success(t(keys.deleted));
      return true;
    },
    [confirmDelete, t],
  );
}

type RowActionsProps = {
  /** The edit button's accessible name, naming the row ("Editar Banesco"). */
  editLabel?: string;
  onEdit?: () => void;
  deleteLabel?: string;
  onDelete?: ConfirmedDelete;
  /** Other actions of the row, shown before edit and delete. */
  children?: ReactNode;
};

/** The actions cell of a list row: edit, and a delete that is confirmed first. */
export function RowActions({ editLabel, onEdit, deleteLabel, onDelete, children }: RowActionsProps) {
  const confirmedDelete = useConfirmedDelete();
  return (
    <Stack
      direction="row"
      spacing={children ? 1 : 0}
      sx={{ justifyContent: 'flex-end', alignItems: 'center' }}
    >
      {children}
      {onEdit ? (
        <IconButton aria-label={editLabel} onClick={onEdit}>
          <EditOutlinedIcon />
        </IconButton>
      ) : null}
      {onDelete ? (
        <IconButton aria-label={deleteLabel} onClick={() => void confirmedDelete(onDelete)}>
          <DeleteOutlinedIcon />
        </IconButton>
      ) : null}
    </Stack>
  );
}
