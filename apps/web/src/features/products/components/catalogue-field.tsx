import type { Catalogue } from '@vitrina/contract';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormSelectField } from '#web/components/form-select-field.tsx';

type CatalogueFieldProps<T extends { catalogue_id: number | null }, TOut extends FieldValues> = {
  control: Control<T, unknown, TOut>;
  catalogues: readonly Catalogue[];
};

/** The catalogue a product or an extra goes in, from the store's catalogues. */
export function CatalogueField<T extends { catalogue_id: number | null }, TOut extends FieldValues>({
  control,
  catalogues,
}: CatalogueFieldProps<T, TOut>) {
  return (
    <FormSelectField
      control={control}
      name={'catalogue_id' as FieldPath<T>}
      required
      options={catalogues.map((c) => ({ value: c.id, label: c.name }))}
    />
  );
}
