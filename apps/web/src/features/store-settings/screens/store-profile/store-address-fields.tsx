import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { City, StoreProfileBody } from '@vitrina/contract';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormRow } from '#web/components/form-row.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { PlaceFields } from '#web/components/place-fields.tsx';
import { toast } from '#web/lib/toast.ts';
import type { StoreProfileForm } from './store-profile-form.ts';

type Form = UseFormReturn<StoreProfileForm, unknown, StoreProfileBody>;

/** The store's place: country, state and city (each narrowing the next), address and map point. */
export function StoreAddressFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { control, setValue, getValues } = form;
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

  // A city gives a first location when the store has none yet.
  const cityPicked = (city: City | undefined) => {
    const { latitude, longitude } = getValues();
    if (city?.latitude != null && city.longitude != null && !latitude && !longitude) {
      setLocation(city.latitude, city.longitude);
    }
  };

  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
        {t('store.profile.addressSection')}
      </Typography>
      <PlaceFields
        form={form}
        names={{ country: 'country_id', state: 'state_id', city: 'city_id' }}
        onCity={cityPicked}
      />
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
