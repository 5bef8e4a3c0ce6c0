import Alert from '@mui/material/Alert';
import { verifyShipmentBody } from '@vitrina/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormSelectField } from '#web/components/form-select-field.tsx';
import { useCompanyCouriers } from '#web/features/delivery-desk/api/shipment.queries.ts';
import { contractResolver } from '#web/lib/forms.ts';

type VerifyForm = z.input<typeof verifyShipmentBody>;

type Props = {
  saleId: number;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (dealerId: number) => void;
};

/** Accepting a shipment assigns it to one of the company's active couriers. Mounted while open. */
export function VerifyShipmentDialog({ saleId, submitting, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const couriers = useCompanyCouriers();
  const options = (couriers.data ?? [])
    .filter((d) => d.active)
    .map((d) => ({ value: d.id, label: `${d.name} ${d.lastname}`.trim() }));
  const { control, handleSubmit } = useForm<VerifyForm, unknown, z.output<typeof verifyShipmentBody>>({
    resolver: contractResolver(verifyShipmentBody),
    defaultValues: { dealer_id: undefined },
  });
  const none = couriers.isSuccess && options.length === 0;
  return (
    <FormDialog
      open
      title={t('shipments.verify.title', { id: saleId })}
      onClose={onClose}
      onSubmit={handleSubmit((values) => onSubmit(values.dealer_id))}
      submitting={submitting}
      submitText={t('shipments.actions.verify')}
    >
      {none ? <Alert severity="warning">{t('shipments.verify.noCouriers')}</Alert> : null}
      <FormSelectField
        control={control}
        name="dealer_id"
        label={t('shipments.verify.courier')}
        helperText={t('shipments.verify.help')}
        options={options}
        required
        disabled={none}
      />
    </FormDialog>
  );
}
