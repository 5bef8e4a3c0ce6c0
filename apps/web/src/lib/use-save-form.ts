import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { contractResolver } from './forms.ts';
import { settleSave } from './server-errors.ts';

export type SaveFormOptions<TForm extends FieldValues, TOutput extends FieldValues, TSaved> = {
  schema: z.ZodType<TOutput>;
  defaultValues: DefaultValues<TForm>;
  /** Fields a 422 reply's errors may be put under. */
  fields: readonly Path<TForm>[];
  save: (body: TOutput) => Promise<TSaved>;
  /** i18n keys of the SPEC.md §8 toasts. */
  successKey: string;
  fallbackKey: string;
  /** Products and catalogues show the server's own refusal (SPEC.md §8). */
  preferServer?: boolean;
  /** After the success toast, awaited before the submit ends: reset to what was saved, close a dialog. */
  onSaved?: (saved: TSaved, form: UseFormReturn<TForm, unknown, TOutput>) => unknown;
};

/**
 * The one way a form saves: checked by the contract's schema as the user types, the save's 422
 * texts put under their fields, the outcome toasted, and `submitting` true for the whole submit
 * (so a second click cannot save twice).
 */
export function useSaveForm<TForm extends FieldValues, TOutput extends FieldValues, TSaved>(
  options: SaveFormOptions<TForm, TOutput, TSaved>,
) {
  const { t } = useTranslation();
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
        successKey: options.successKey,
        fallbackKey: options.fallbackKey,
        preferServer: options.preferServer,
        onSaved: (value) => {
          saved = { value };
        },
      },
    );
    if (saved) await options.onSaved?.((saved as { value: TSaved }).value, form);
  });
  return { form, onSubmit, submitting: form.formState.isSubmitting };
}
