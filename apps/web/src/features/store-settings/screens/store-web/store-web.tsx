import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Store, type WebStoreBody, webStoreBody } from '@vitrina/contract';
import { type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '#web/components/external-link.tsx';
import { FormCard } from '#web/components/form-card.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { Panel } from '#web/components/panel.tsx';
import { useSaveWebStore } from '#web/features/store-settings/api/store.queries.ts';
import { MyStoreScreen } from '#web/features/store-settings/components/my-store-screen.tsx';
import { fieldErrorText } from '#web/lib/forms.ts';
import { storefrontOf, storefrontPrefix } from '#web/lib/storefront.ts';
import { useSaveForm } from '#web/lib/use-save-form.ts';

type WebForm = { web_store: string; template_id: number | null };
const FIELDS: readonly Path<WebForm>[] = ['web_store', 'template_id'];
/** The alias, and the current template (the first the store lists). */
const toWebForm = (store: Store): WebForm => ({
  web_store: store.web_store ?? '',
  template_id: store.templates[0]?.id ?? null,
});

export function StoreWeb() {
  return <MyStoreScreen titleKey="store.web.title" editor={WebStoreEditor} />;
}

function WebStoreEditor({ store }: { store: Store }) {
  const { t } = useTranslation();
  const save = useSaveWebStore(store.id);
  const { form, onSubmit, submitting } = useSaveForm<WebForm, WebStoreBody, Store>({
    schema: webStoreBody,
    defaultValues: toWebForm(store),
    fields: FIELDS,
    save: (body) => save.mutateAsync(body),
    successKey: 'toasts.store.infoUpdated',
    fallbackKey: 'toasts.store.infoUpdateFailed',
    onSaved: (saved, { reset }) => reset(toWebForm(saved)),
  });
  const { control } = form;
  const template = useController({ control, name: 'template_id' });

  const url = storefrontOf(store);
  const prefix = storefrontPrefix(store);

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Panel title={t('store.web.addressTitle')} id="web-store-address">
        {url ? (
          <ExternalLink href={url}>{url}</ExternalLink>
        ) : (
          <Typography color="text.secondary">{t('store.web.noAddress')}</Typography>
        )}
      </Panel>
      <FormCard label={t('store.web.formLabel')} onSubmit={onSubmit} submitting={submitting} spacing={3}>
        <FormTextField
          control={control}
          name="web_store"
          label={t('store.web.alias')}
          required
          autoComplete="off"
          helperText={t('store.web.aliasHelp')}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> },
          }}
        />
        <FormControl error={!!template.fieldState.error}>
          <FormLabel id="template-label">{t('store.web.template')}</FormLabel>
          <RadioGroup
            aria-labelledby="template-label"
            name={template.field.name}
            value={template.field.value == null ? '' : String(template.field.value)}
            onChange={(event) => template.field.onChange(Number(event.target.value))}
            onBlur={template.field.onBlur}
          >
            {store.templates.map((option, index) => (
              <FormControlLabel
                key={option.id}
                value={String(option.id)}
                control={<Radio />}
                label={index === 0 ? t('store.web.currentTemplate', { name: option.name }) : option.name}
              />
            ))}
          </RadioGroup>
          <FormHelperText>{fieldErrorText(t, 'template_id', template.fieldState.error)}</FormHelperText>
        </FormControl>
      </FormCard>
    </Stack>
  );
}
