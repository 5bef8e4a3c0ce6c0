import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StoreProfileBody } from '@vitrina/contract';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../../components/form-row.tsx';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { GeoAutocomplete } from '../../../../components/geo-autocomplete.tsx';
import { useCities, useCountries, useStates } from '../../../../lib/geo.queries.ts';
import { toast } from '../../../../lib/toast.ts';
import type { StoreProfileForm } from './store-profile-form.ts';

type Form = UseFormReturn<StoreProfileForm, unknown, StoreProfileBody>;

/** The store's place: country, state and city (each narrowing the next), address and map point. */
export function StoreAddressFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { control, setValue, watch, getValues } = form;
  const countries = useCountries();
  const countryId = watch('country_id');
  const stateId = watch('state_id');
  const states = useStates(countryId);
  const cities = useCities(stateId);
  const [locating, setLocating] = useState(false);

  const setLocation = (latitude: number, longitude: number) => {
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    // Six decimals (about 10 cm) is what the box shows and the server keeps.
    setValue('latitude', latitude.toFixed(6), opts);
    setValue('longitude', longitude.toFixed(6), opts);
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast.error(t('store.profile.locationUnavailable'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setLocation(position.coords.latitude, position.coords.longitude);
      },
      () => {
        setLocating(false);
        toast.error(t('store.profile.locationDenied'));
      },
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  const clearBelow = (level: 'country' | 'state') => {
    if (level === 'country') setValue('state_id', null, { shouldDirty: true });
    setValue('city_id', null, { shouldDirty: true });
  };

  // A city gives a first location when the store has none yet.
  const cityPicked = (cityId: number | null) => {
    const city = cities.data?.find((c) => c.id === cityId);
    const { latitude, longitude } = getValues();
    if (city?.latitude != null && city.longitude != null && !latitude && !longitude) {
      setLocation(city.latitude, city.longitude);
    }
  };

  // Each level narrows the next: a state needs its country, a city its state.
  const places = [
    { name: 'country_id', list: countries, above: undefined, onPicked: () => clearBelow('country') },
    { name: 'state_id', list: states, above: countryId, onPicked: () => clearBelow('state') },
    { name: 'city_id', list: cities, above: stateId, onPicked: cityPicked },
  ] as const;

  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
        {t('store.profile.addressSection')}
      </Typography>
      <FormRow sm={[4, 4, 4]}>
        {places.map(({ name, list, above, onPicked }) => (
          <GeoAutocomplete
            key={name}
            control={control}
            name={name}
            options={list.data}
            loading={list.isFetching}
            disabled={above === undefined ? false : !above}
            onPicked={onPicked}
          />
        ))}
      </FormRow>
      <FormTextField control={control} name="address" multiline minRows={2} />
      <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
        {t('store.profile.locationSection')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('store.profile.locationHint')}
      </Typography>
      <FormRow sm={[4, 4, 4]}>
        {(['latitude', 'longitude'] as const).map((name) => (
          <FormTextField
            key={name}
            control={control}
            name={name}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ))}
        <Button startIcon={<MyLocationIcon />} onClick={locate} loading={locating} sx={{ mt: 1 }}>
          {t('store.profile.useMyLocation')}
        </Button>
      </FormRow>
    </>
  );
}
