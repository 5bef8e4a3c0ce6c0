import { type Plan, type PlanBody, YEARLY_PLAN_BONUS_MONTHS } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormMoneyField } from '#web/components/form-money-field.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { fieldsOf, useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useCreatePlan, useUpdatePlan } from '#web/features/licences/api/plan.queries.ts';
import { BLANK_PLAN, type PlanForm, planForm, toPlanForm } from './plan-form.ts';

type Props = { plan: Plan | null; onClose: () => void };

/** Create (plan null) or edit a plan of the platform. */
export function PlanFormDialog({ plan, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const { form, dialog } = useEntityFormDialog<PlanForm, PlanBody, unknown>({
    editing: !!plan,
    createTitleKey: 'licences.plans.form.createTitle',
    editTitleKey: 'licences.plans.form.editTitle',
    toasts: 'toasts.plans',
    schema: planForm,
    fields: fieldsOf(BLANK_PLAN),
    save: (body) => (plan ? update.mutateAsync({ id: plan.id, body }) : create.mutateAsync(body)),
    onClose,
    defaultValues: toPlanForm(plan),
  });
  const { control } = form;
  return (
    <FormDialog {...dialog}>
      <FormTextField control={control} name="name" required autoFocus />
      <FormTextField control={control} name="description" multiline minRows={2} />
      <FormRow sm={[4, 4, 4]}>
        <FormTextField
          control={control}
          name="months"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormMoneyField control={control} name="price" required />
        <FormTextField
          control={control}
          name="product_limit"
          helperText={t('licences.plans.form.noLimitHint')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FormRow>
      <FormSwitchField
        control={control}
        name="yearly"
        label={t('licences.plans.form.yearly', { count: YEARLY_PLAN_BONUS_MONTHS })}
      />
      <FormSwitchField control={control} name="active" label={t('licences.plans.form.active')} />
    </FormDialog>
  );
}
