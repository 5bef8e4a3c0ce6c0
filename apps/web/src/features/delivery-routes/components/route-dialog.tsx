import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import type { DeliveryRoute, DeliveryRouteBody } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { fieldsOf, useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import {
  type RouteSide,
  useCreateRoute,
  useUpdateRoute,
} from '#web/features/delivery-routes/api/route.queries.ts';
import { BLANK_ROUTE, type RouteForm, routeForm, toRouteForm } from './route-form.ts';
import { RoutePlaceFields } from './route-place-fields.tsx';

type RouteDialogProps = { side: RouteSide; route: DeliveryRoute | null; onClose: () => void };

/** Create (route null) or edit a route; a duplicate origin and destination gets the server's 422. */
export function RouteDialog({ side, route, onClose }: RouteDialogProps) {
  const { t } = useTranslation();
  const create = useCreateRoute(side);
  const update = useUpdateRoute(side);
  const { form, dialog } = useEntityFormDialog<RouteForm, DeliveryRouteBody, DeliveryRoute>({
    editing: !!route,
    createTitleKey: 'shipping.routes.createTitle',
    editTitleKey: 'shipping.routes.editTitle',
    toasts: 'toasts.routes',
    schema: routeForm,
    fields: fieldsOf(BLANK_ROUTE),
    // A duplicate origin and destination: the server's 422 text shows under the destination.
    save: (body) => (route ? update.mutateAsync({ id: route.id, body }) : create.mutateAsync(body)),
    onClose,
    defaultValues: toRouteForm(route),
  });

  return (
    <FormDialog {...dialog} maxWidth="md">
      <Typography variant="body2" color="text.secondary">
        {t('shipping.routes.hint')}
      </Typography>
      <RoutePlaceFields form={form} end="origin" />
      <RoutePlaceFields form={form} end="destination" />
      <FormTextField
        control={form.control}
        name="percentage"
        required
        helperText={t('shipping.routes.percentageHint')}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
        }}
      />
    </FormDialog>
  );
}
