import Typography from '@mui/material/Typography';
import { type AdminUser, ROLE_IDS, ROLES } from '@vitrina/contract';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormSelectField } from '#web/components/form-select-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { NewPasswordFields } from '#web/components/new-password-fields.tsx';
import { PersonFields } from '#web/components/person-fields.tsx';
import { SearchPicker } from '#web/components/search-picker.tsx';
import { useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useCreateUser, useUpdateUser } from '#web/features/platform/api/admin-users.queries.ts';
import { useStoreOptions } from '#web/lib/admin-store.queries.ts';
import { capitalize } from '#web/lib/format.ts';
import { fieldErrorText } from '#web/lib/forms.ts';
import {
  createUserForm,
  namesItsBusiness,
  toUserForm,
  USER_FIELDS,
  type UserBody,
  type UserForm,
  updateUserForm,
} from './user-form.ts';

type UserDialogProps = { user: AdminUser | null; onClose: () => void };

/** Create a platform user of any role, or edit one (user null: create). */
export function UserDialog({ user, onClose }: UserDialogProps) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const update = useUpdateUser();
  const editing = !!user;
  const { form, dialog } = useEntityFormDialog<UserForm, UserBody, unknown>({
    editing,
    createTitleKey: 'platform.users.form.createTitle',
    editTitleKey: 'platform.users.form.editTitle',
    toasts: 'platform.users.toasts',
    onClose,
    schema: editing ? updateUserForm : createUserForm,
    defaultValues: toUserForm(user),
    fields: USER_FIELDS,
    save: (body) =>
      user
        ? update.mutateAsync({ id: user.id, body })
        : create.mutateAsync(body as Parameters<typeof create.mutateAsync>[0]),
  });
  const { control } = form;
  const role = useWatch({ control, name: 'role_id' });
  const store = useController({ control, name: 'store_id' });
  const roleOptions = ROLE_IDS.map((id) => ({ value: id, label: t(`users.roles.${id}`) }));

  return (
    <FormDialog {...dialog} maxWidth="md">
      <PersonFields control={control} autoFocus />
      {editing ? (
        <FormSelectField
          control={control}
          name="status_id"
          options={[
            { value: 1, label: t('platform.users.status.active') },
            { value: 2, label: t('platform.users.status.inactive') },
          ]}
          helperText={t('platform.users.form.statusHint')}
        />
      ) : (
        <>
          <FormSelectField control={control} name="role_id" options={roleOptions} required />
          {role === ROLES.CASHIER ? (
            <SearchPicker
              label={capitalize(t('fields.store_id'))}
              name={store.field.name}
              value={store.field.value}
              onChange={store.field.onChange}
              onBlur={store.field.onBlur}
              inputRef={store.field.ref}
              required
              error={!!store.fieldState.error}
              helperText={fieldErrorText(t, 'store_id', store.fieldState.error)}
              useOptions={useStoreOptions}
              toOption={(s) => ({ id: s.id, label: s.name, detail: s.owner.email })}
              noOptionsText={t('platform.users.form.noStores')}
            />
          ) : null}
          {namesItsBusiness(role) ? (
            <FormTextField
              control={control}
              name="storeName"
              label={t(
                role === ROLES.CLIENT ? 'platform.users.form.storeName' : 'platform.users.form.companyName',
              )}
              helperText={t('platform.users.form.storeNameHint')}
            />
          ) : null}
        </>
      )}
      {editing ? (
        <Typography variant="body2" color="text.secondary">
          {t('platform.users.form.passwordHint')}
        </Typography>
      ) : null}
      <NewPasswordFields control={control} required={!editing} />
    </FormDialog>
  );
}
