import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryRouteBody } from '@vitrina/contract';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlaceFields } from '#web/components/place-fields.tsx';
import type { RouteEnd, RouteForm } from './route-form.ts';

type Form = UseFormReturn<RouteForm, unknown, DeliveryRouteBody>;

/** One end of a route: a country, then optionally a state and a city (each narrows the next). */
export function RoutePlaceFields({ form, end }: { form: Form; end: RouteEnd }) {
  const { t } = useTranslation();
  return (
    <Stack role="group" aria-labelledby={`${end}-heading`} spacing={1}>
      <Typography variant="subtitle2" component="h3" id={`${end}-heading`}>
        {t(`shipping.routes.${end}`)}
      </Typography>
      <PlaceFields
        form={form}
        names={{ country: `${end}_country_id`, state: `${end}_state_id`, city: `${end}_city_id` }}
        labels={{
          country: t('shipping.routes.country'),
          state: t('shipping.routes.state'),
          city: t('shipping.routes.city'),
        }}
        hints={{ state: t('shipping.routes.anyState'), city: t('shipping.routes.anyCity') }}
      />
    </Stack>
  );
}
