import { type Faq, type FaqBody, faqBody } from '@vitrina/contract';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { contractResolver } from '../../../lib/forms.ts';
import { settleSave } from '../../../lib/server-errors.ts';
import { useCreateFaq, useUpdateFaq } from '../api/faq.queries.ts';

const FIELDS: readonly Path<FaqBody>[] = ['question', 'answer'];

type FaqDialogProps = { storeId: number; faq: Faq | null; onClose: () => void };

/** Create (faq null) or edit one question; mounted only while open so it starts fresh. */
export function FaqDialog({ storeId, faq, onClose }: FaqDialogProps) {
  const { t } = useTranslation();
  const create = useCreateFaq(storeId);
  const update = useUpdateFaq();
  const { control, handleSubmit, setError } = useForm<FaqBody>({
    resolver: contractResolver(faqBody),
    mode: 'all',
    defaultValues: { question: faq?.question ?? '', answer: faq?.answer ?? '' },
  });
  const onSubmit = handleSubmit((body) =>
    settleSave(
      t,
      faq ? update.mutateAsync({ id: faq.id, body }) : create.mutateAsync(body),
      { setError, fields: FIELDS },
      {
        successKey: faq ? 'toasts.faqs.updated' : 'toasts.faqs.created',
        fallbackKey: faq ? 'toasts.faqs.updateFailed' : 'toasts.faqs.createFailed',
        onSaved: onClose,
      },
    ),
  );
  return (
    <FormDialog
      open
      title={t(faq ? 'store.faqs.editTitle' : 'store.faqs.createTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={create.isPending || update.isPending}
    >
      <FormTextField control={control} name="question" required autoFocus />
      <FormTextField control={control} name="answer" required multiline minRows={3} />
    </FormDialog>
  );
}
