import type { City } from '@vitrina/contract';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCities, useCountries, useStates } from '#web/lib/geo.queries.ts';
import { FormRow } from './form-row.tsx';
import { GeoAutocomplete } from './geo-autocomplete.tsx';
import { loadErrorText } from './load-error.ts';

type Level = 'country' | 'state' | 'city';

type PlaceFieldsProps<T extends FieldValues, TOut extends FieldValues> = {
  form: Pick<UseFormReturn<T, unknown, TOut>, 'control' | 'setValue'>;
  /** The form's id field of each level. */
  names: Record<Level, FieldPath<T>>;
  /** A level's label, when not its field's own (`fields.<name>`). */
  labels?: Partial<Record<Level, string>>;
  /** A level's hint, e.g. "any state" where it may stay empty. */
  hints?: Partial<Record<Level, string>>;
  /** The city just picked (or cleared): the store profile takes a first map point from it. */
  onCity?: (city: City | undefined) => void;
};

/**
 * A country, a state and a city side by side, each narrowing the next: a state waits for its
 * country, a city for its state, and picking a place clears the levels under it.
 */
export function PlaceFields<T extends FieldValues, TOut extends FieldValues = T>({
  form: { control, setValue },
  names,
  labels = {},
  hints = {},
  onCity,
}: PlaceFieldsProps<T, TOut>) {
  const { t } = useTranslation();
  const countryId = useWatch({ control, name: names.country }) as number | null;
  const stateId = useWatch({ control, name: names.state }) as number | null;
  const countries = useCountries();
  const states = useStates(countryId);
  const cities = useCities(stateId);
  const clear = (...levels: Level[]) => {
    for (const level of levels)
      setValue(names[level], null as PathValue<T, FieldPath<T>>, { shouldDirty: true });
  };
  const levels = [
    { level: 'country', list: countries, enabled: true, onPicked: () => clear('state', 'city') },
    { level: 'state', list: states, enabled: !!countryId, onPicked: () => clear('city') },
    {
      level: 'city',
      list: cities,
      enabled: !!stateId,
      onPicked: (id: number | null) => onCity?.(cities.data?.find((c) => c.id === id)),
    },
  ] as const;
  return (
    <FormRow sm={[4, 4, 4]}>
      {levels.map(({ level, list, enabled, onPicked }) => (
        <GeoAutocomplete
          key={level}
          control={control}
          name={names[level]}
          label={labels[level]}
          helperText={hints[level]}
          options={list.data}
          loading={list.isFetching}
          loadError={list.isError ? loadErrorText(t, list.error) : undefined}
          onRetry={() => void list.refetch()}
          disabled={!enabled}
          onPicked={onPicked}
        />
      ))}
    </FormRow>
  );
}
