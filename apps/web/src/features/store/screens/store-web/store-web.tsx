import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Store, type WebStoreBody, webStoreBody } from '@vitrina/contract';
import { type Path, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../../components/form-card.tsx';
import { FormTextField } from '../../../../components/form-text-field.tsx';
import { contractResolver, fieldErrorText } from '../../../../lib/forms.ts';
import { settleSave } from '../../../../lib/server-errors.ts';
import { storefrontOf, storefrontPrefix } from '../../../../lib/storefront.ts';
import { useSaveWebStore } from '../../api/store.queries.ts';
import { MyStoreScreen } from '../../components/my-store-screen.tsx';

type WebForm = { web_store: string; template_id: number | null };
const FIELDS: readonly Path<WebForm>[] = ['web_store', 'template_id'];

export function StoreWeb() {
  return <MyStoreScreen titleKey="store.web.title" editor={WebStoreEditor} />;
}

function WebStoreEditor({ store }: { store: Store }) {
  const { t } = useTranslation();
  const save = useSaveWebStore(store.id);
  const { control, handleSubmit, setError, reset } = useForm<WebForm, unknown, WebStoreBody>({
    resolver: contractResolver(webStoreBody),
    mode: 'all',
    defaultValues: { web_store: store.web_store ?? '', template_id: store.templates[0]?.id ?? null },
  });
  const template = useController({ control, name: 'template_id' });

  const onSubmit = handleSubmit((body) =>
    settleSave(
      t,
      save.mutateAsync(body),
      { setError, fields: FIELDS },
      {
        successKey: 'toasts.store.infoUpdated',
        fallbackKey: 'toasts.store.infoUpdateFailed',
        onSaved: (saved) =>
          reset({ web_store: saved.web_store ?? '', template_id: saved.templates[0]?.id ?? null }),
      },
    ),
  );

  const url = storefrontOf(store);
  const prefix = storefrontPrefix(store);

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('store.web.addressTitle')}
          </Typography>
          {url ? (
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', gap: 0.5 }}
            >
              {url}
              <OpenInNewIcon fontSize="small" aria-hidden />
            </Link>
          ) : (
            <Typography color="text.secondary">{t('store.web.noAddress')}</Typography>
          )}
        </CardContent>
      </Card>
      <FormCard label={t('store.web.formLabel')} onSubmit={onSubmit} submitting={save.isPending} spacing={3}>
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
