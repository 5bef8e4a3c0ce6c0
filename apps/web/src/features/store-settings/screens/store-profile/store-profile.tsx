import Grid from '@mui/material/Grid';
import type { Store, StoreProfileBody } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { LazyFirstSteps } from '#web/components/first-steps/lazy-first-steps.tsx';
import { FormCard } from '#web/components/form-card.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormSelectField } from '#web/components/form-select-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { TimeZoneField } from '#web/components/time-zone-field.tsx';
import { fieldsOf } from '#web/components/use-entity-form-dialog.ts';
import { useCategories, useUpdateStore } from '#web/features/store-settings/api/store.queries.ts';
import { MyStoreScreen } from '#web/features/store-settings/components/my-store-screen.tsx';
import { StoreImageCard } from '#web/features/store-settings/components/store-image-card.tsx';
import { useSaveForm } from '#web/lib/use-save-form.ts';
import { StoreAddressFields } from './store-address-fields.tsx';
import { type StoreProfileForm, storeProfileForm, toStoreProfileForm } from './store-profile-form.ts';

export function StoreProfile() {
  return <MyStoreScreen titleKey="store.profile.title" editor={StoreProfileEditor} />;
}

function StoreProfileEditor({ store }: { store: Store }) {
  const { t } = useTranslation();
  const update = useUpdateStore(store.id);
  const categories = useCategories();
  const { form, onSubmit, submitting } = useSaveForm<StoreProfileForm, StoreProfileBody, Store>({
    schema: storeProfileForm,
    defaultValues: toStoreProfileForm(store),
    // Every field the form shows can carry a 422's text.
    fields: fieldsOf(toStoreProfileForm(store)),
    save: (body) => update.mutateAsync(body),
    successKey: 'toasts.store.infoUpdated',
    fallbackKey: 'toasts.store.infoUpdateFailed',
    onSaved: (saved, { reset }) => reset(toStoreProfileForm(saved)),
  });
  const { control } = form;

  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <LazyFirstSteps storeId={store.id} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <StoreImageCard store={store} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormCard label={t('store.profile.formLabel')} onSubmit={onSubmit} submitting={submitting}>
          <FormTextField control={control} name="name" label={t('store.profile.name')} required />
          <FormTextField
            control={control}
            name="description"
            label={t('store.profile.description')}
            required
            multiline
            minRows={3}
          />
          <FormRow sm={[6, 6]}>
            <FormSelectField
              control={control}
              name="category_id"
              label={t('store.profile.category')}
              emptyLabel={t('store.profile.noCategory')}
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            />
            <FormTextField control={control} name="phone" type="tel" autoComplete="tel" />
          </FormRow>
          <TimeZoneField control={control} name="time_zone" helperText={t('store.profile.timeZoneHint')} />
          <StoreAddressFields form={form} />
        </FormCard>
      </Grid>
    </Grid>
  );
}
