import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Store, StoreProfileBody } from '@vitrina/contract';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../../components/form-card.tsx';
import { FormSelectField } from '../../../../components/form-select-field.tsx';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { contractResolver } from '../../../../lib/forms.ts';
import { settleSave } from '../../../../lib/server-errors.ts';
import { toast } from '../../../../lib/toast.ts';
import {
  useCategories,
  useCities,
  useCountries,
  useStates,
  useUpdateStore,
} from '../../api/store.queries.ts';
import { GeoAutocomplete } from '../../components/geo-autocomplete.tsx';
import { MyStoreScreen } from '../../components/my-store-screen.tsx';
import { StoreImageCard } from '../../components/store-image-card.tsx';
import { type StoreProfileForm, storeProfileForm, toStoreProfileForm } from './store-profile-form.ts';

const FIELDS: readonly Path<StoreProfileForm>[] = [
  'name',
  'description',
  'phone',
  'category_id',
  'address',
  'country_id',
  'state_id',
  'city_id',
  'latitude',
  'longitude',
];

export function StoreProfile() {
  return <MyStoreScreen titleKey="store.profile.title" editor={StoreProfileEditor} />;
}

function StoreProfileEditor({ store }: { store: Store }) {
  const { t } = useTranslation();
  const update = useUpdateStore(store.id);
  const categories = useCategories();
  const countries = useCountries();
  const [locating, setLocating] = useState(false);
  const { control, handleSubmit, setError, setValue, watch, getValues, reset } = useForm<
    StoreProfileForm,
    unknown,
    StoreProfileBody
  >({
    resolver: contractResolver(storeProfileForm),
    mode: 'all',
    defaultValues: toStoreProfileForm(store),
  });
  const countryId = watch('country_id');
  const stateId = watch('state_id');
  const states = useStates(countryId);
  const cities = useCities(stateId);

  const onSubmit = handleSubmit((body) =>
    settleSave(
      t,
      update.mutateAsync(body),
      { setError, fields: FIELDS },
      {
        successKey: 'toasts.store.infoUpdated',
        fallbackKey: 'toasts.store.infoUpdateFailed',
        onSaved: (saved) => reset(toStoreProfileForm(saved)),
      },
    ),
  );

  const setLocation = (latitude: number, longitude: number) => {
    const opts = { shouldValidate: true, shouldDirty: true } as const;
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

  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 4 }}>
        <StoreImageCard store={store} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormCard label={t('store.profile.formLabel')} onSubmit={onSubmit} submitting={update.isPending}>
          <FormTextField control={control} name="name" label={t('store.profile.name')} required />
          <FormTextField
            control={control}
            name="description"
            label={t('store.profile.description')}
            required
            multiline
            minRows={3}
          />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormSelectField
                control={control}
                name="category_id"
                label={t('store.profile.category')}
                emptyLabel={t('store.profile.noCategory')}
                options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField control={control} name="phone" type="tel" autoComplete="tel" />
            </Grid>
          </Grid>
          <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
            {t('store.profile.addressSection')}
          </Typography>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <GeoAutocomplete
                control={control}
                name="country_id"
                options={countries.data}
                loading={countries.isPending}
                onPicked={() => clearBelow('country')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <GeoAutocomplete
                control={control}
                name="state_id"
                options={states.data}
                loading={states.isFetching}
                disabled={!countryId}
                onPicked={() => clearBelow('state')}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <GeoAutocomplete
                control={control}
                name="city_id"
                options={cities.data}
                loading={cities.isFetching}
                disabled={!stateId}
                onPicked={cityPicked}
              />
            </Grid>
          </Grid>
          <FormTextField control={control} name="address" multiline minRows={2} />
          <Typography variant="subtitle1" component="h2" sx={{ pt: 1 }}>
            {t('store.profile.locationSection')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('store.profile.locationHint')}
          </Typography>
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="latitude"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormTextField
                control={control}
                name="longitude"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <Button startIcon={<MyLocationIcon />} onClick={locate} loading={locating} sx={{ mt: 1 }}>
                {t('store.profile.useMyLocation')}
              </Button>
            </Grid>
          </Grid>
        </FormCard>
      </Grid>
    </Grid>
  );
}
