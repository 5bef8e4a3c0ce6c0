import type { ComponentProps } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver } from '../lib/forms.ts';
import { settleSave } from '../lib/server-errors.ts';
import type { FormDialog } from './form-dialog.tsx';

export type EntityFormDialogOptions<TForm extends FieldValues, TOutput extends FieldValues, TSaved> = {
  /** true edits an existing entity, false creates one: picks the title and the toasts. */
  editing: boolean;
  /** i18n keys of the dialog's title when creating and when editing. */
  createTitleKey: string;
  editTitleKey: string;
  /** Group of the SPEC.md §8 toasts: `toasts.<group>.created|updated|createFailed|updateFailed`. */
  toasts: string;
  schema: z.ZodType<TOutput>;
  defaultValues: DefaultValues<TForm>;
  /** Fields a 422 reply's errors may be put under. */
  fields: readonly Path<TForm>[];
  /** The create or update call. */
  save: (body: TOutput) => Promise<TSaved>;
  /** Products and catalogues show the server's own refusal (SPEC.md §8). */
  preferServer?: boolean;
  /** Runs after the success toast and before the dialog closes (e.g. upload images of a new product). */
  afterSave?: (saved: TSaved) => unknown;
  onClose: () => void;
};

type DialogProps = Omit<ComponentProps<typeof FormDialog>, 'children'>;

/**
 * The one create/edit wiring of an entity dialog: a contract-checked form, a save that puts a
 * 422's texts under their fields and toasts the outcome, submit blocked while saving, and a close
 * after success. Dialogs are mounted only while open, so every opening starts from `defaultValues`.
 */
export function useEntityFormDialog<TForm extends FieldValues, TOutput extends FieldValues, TSaved>(
  options: EntityFormDialogOptions<TForm, TOutput, TSaved>,
): { form: UseFormReturn<TForm, unknown, TOutput>; dialog: DialogProps } {
  const { t } = useTranslation();
  const { editing, toasts, onClose } = options;
  const form = useForm<TForm, unknown, TOutput>({
    resolver: contractResolver<TForm, TOutput>(options.schema),
    mode: 'all',
    defaultValues: options.defaultValues,
  });

  const onSubmit = form.handleSubmit(async (body) => {
    let saved: { value: TSaved } | null = null;
    await settleSave(
      t,
      options.save(body),
      { setError: form.setError, fields: options.fields },
      {
        successKey: `toasts.${toasts}.${editing ? 'updated' : 'created'}`,
        fallbackKey: `toasts.${toasts}.${editing ? 'updateFailed' : 'createFailed'}`,
        preferServer: options.preferServer,
        onSaved: (value) => {
          saved = { value };
        },
      },
    );
    if (!saved) return;
    await options.afterSave?.((saved as { value: TSaved }).value);
    onClose();
  });

  return {
    form,
    dialog: {
      open: true,
      title: t(editing ? options.editTitleKey : options.createTitleKey),
      onClose,
      onSubmit,
      // true for the whole submit, the save and what follows it: a second click cannot save twice.
      submitting: form.formState.isSubmitting,
    },
  };
}
