import type { ComponentProps } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type SaveFormOptions, useSaveForm } from '#web/lib/use-save-form.ts';
import type { FormDialog } from './form-dialog.tsx';

export type EntityFormDialogOptions<TForm extends FieldValues, TOutput extends FieldValues, TSaved> = Omit<
  SaveFormOptions<TForm, TOutput, TSaved>,
  'successKey' | 'fallbackKey' | 'onSaved'
> & {
  /** true edits an existing entity, false creates one: picks the title and the toasts. */
  editing: boolean;
  /** i18n keys of the dialog's title when creating and when editing. */
  createTitleKey: string;
  editTitleKey: string;
  /** i18n group of the SPEC.md §8 toasts (`toasts.banks`): `<group>.created|updated|createFailed|updateFailed`. */
  toasts: string;
  /** Runs after the success toast and before the dialog closes (e.g. upload images of a new product). */
  afterSave?: (saved: TSaved) => unknown;
  onClose: () => void;
};

type DialogProps = Omit<ComponentProps<typeof FormDialog>, 'children'>;

/**
 * The one create/edit wiring of an entity dialog (useSaveForm, plus the title, the create or
 * update toasts, and a close after success). Dialogs are mounted only while open, so every
 * opening starts from `defaultValues`.
 */
export function useEntityFormDialog<TForm extends FieldValues, TOutput extends FieldValues, TSaved>({
  editing,
  createTitleKey,
  editTitleKey,
  toasts,
  afterSave,
  onClose,
  ...options
}: EntityFormDialogOptions<TForm, TOutput, TSaved>): {
  form: UseFormReturn<TForm, unknown, TOutput>;
  dialog: DialogProps;
} {
  const { t } = useTranslation();
  const { form, onSubmit, submitting } = useSaveForm<TForm, TOutput, TSaved>({
    ...options,
    successKey: `${toasts}.${editing ? 'updated' : 'created'}`,
    fallbackKey: `${toasts}.${editing ? 'updateFailed' : 'createFailed'}`,
    onSaved: async (saved) => {
      await afterSave?.(saved);
      onClose();
    },
  });
  return {
    form,
    dialog: { open: true, title: t(editing ? editTitleKey : createTitleKey), onClose, onSubmit, submitting },
  };
}

/** A form's starting values: the entity's where it has one, else the blank form's. */
export function formDefaults<T extends FieldValues>(entity: object | null | undefined, blank: T): T {
  const values = { ...blank };
  if (!entity) return values;
  for (const key of Object.keys(blank) as (keyof T)[]) {
    const value = (entity as Partial<Record<keyof T, T[keyof T] | null>>)[key];
    if (value !== null && value !== undefined) values[key] = value;
  }
  return values;
}

/** The fields of a form, from its blank values: where a 422's texts may go. */
export function fieldsOf<T extends FieldValues>(blank: T): Path<T>[] {
  return Object.keys(blank) as Path<T>[];
}
