import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuoteBody } from '@vitrina/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { Panel } from '#web/components/panel.tsx';
import { PlaceFields } from '#web/components/place-fields.tsx';
import { useQuote } from '#web/features/delivery-routes/api/route.queries.ts';
import { contractResolver } from '#web/lib/forms.ts';
import { BLANK_QUOTE, type QuoteForm, quoteForm } from './quote-form.ts';
import { QuoteOffers } from './quote-offers.tsx';

/** The store's simulator: a destination and a subtotal, and every offer with its price (POST delivery/quote). */
export function QuoteSimulator() {
  const { t } = useTranslation();
  const form = useForm<QuoteForm, unknown, QuoteBody>({
    resolver: contractResolver<QuoteForm, QuoteBody>(quoteForm),
    mode: 'all',
    defaultValues: BLANK_QUOTE,
  });
  const { control } = form;
  const [asked, setAsked] = useState<QuoteBody | null>(null);
  const quote = useQuote(asked);

  return (
    <Panel title={t('shipping.quote.title')} id="quote-simulator">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('shipping.quote.hint')}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-labelledby="quote-simulator"
        onSubmit={form.handleSubmit((body) => setAsked(body))}
      >
        <PlaceFields form={form} names={{ country: 'country_id', state: 'state_id', city: 'city_id' }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <FormTextField
            control={control}
            name="subtotal"
            required
            label={t('shipping.quote.subtotal')}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<CalculateOutlinedIcon />}
            loading={quote.isFetching}
            sx={{ flexShrink: 0, mt: { sm: 1 } }}
          >
            {t('shipping.quote.calculate')}
          </Button>
        </Stack>
      </Stack>
      <QuoteOffers quote={quote} asked={asked !== null} />
    </Panel>
  );
}
