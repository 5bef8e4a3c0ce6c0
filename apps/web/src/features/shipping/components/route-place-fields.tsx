import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryRouteBody } from '@vitrina/contract';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../components/form-row.tsx';
import { GeoAutocomplete } from '../../../components/geo-autocomplete.tsx';
import { useCities, useCountries, useStates } from '../../../lib/geo.queries.ts';
import type { RouteEnd, RouteForm } from './route-form.ts';

type Form = UseFormReturn<RouteForm, unknown, DeliveryRouteBody>;

/** One end of a route: a country, then optionally a state and a city (each narrows the next). */
export function RoutePlaceFields({ form, end }: { form: Form; end: RouteEnd }) {
  const { t } = useTranslation();
  const { control, setValue } = form;
  const country = `${end}_country_id` as const;
  const state = `${end}_state_id` as const;
  const city = `${end}_city_id` as const;
  const countryId = useWatch({ control, name: country });
  const stateId = useWatch({ control, name: state });
  const countries = useCountries();
  const states = useStates(countryId);
  const cities = useCities(stateId);
  const clear = (...names: (typeof state | typeof city)[]) => {
    for (const name of names) setValue(name, null, { shouldDirty: true });
  };

  return (
    <Stack role="group" aria-labelledby={`${end}-heading`} spacing={1}>
      <Typography variant="subtitle2" component="h3" id={`${end}-heading`}>
        {t(`shipping.routes.${end}`)}
      </Typography>
      <FormRow sm={[4, 4, 4]}>
        <GeoAutocomplete
          control={control}
          name={country}
          label={t('shipping.routes.country')}
          options={countries.data}
          loading={countries.isFetching}
          onPicked={() => clear(state, city)}
        />
        <GeoAutocomplete
          control={control}
          name={state}
          label={t('shipping.routes.state')}
          helperText={t('shipping.routes.anyState')}
          options={states.data}
          loading={states.isFetching}
          disabled={!countryId}
          onPicked={() => clear(city)}
        />
        <GeoAutocomplete
          control={control}
          name={city}
          label={t('shipping.routes.city')}
          helperText={t('shipping.routes.anyCity')}
          options={cities.data}
          loading={cities.isFetching}
          disabled={!stateId}
        />
      </FormRow>
    </Stack>
  );
}
