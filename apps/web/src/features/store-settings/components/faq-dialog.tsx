import { type Faq, type FaqBody, faqBody } from '@vitrina/contract';
import type { Path } from 'react-hook-form';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useCreateFaq, useUpdateFaq } from '#web/features/store-settings/api/faq.queries.ts';

const FIELDS: readonly Path<FaqBody>[] = ['question', 'answer'];

type FaqDialogProps = { storeId: number; faq: Faq | null; onClose: () => void };

/** Create (faq null) or edit one question; mounted only while open so it starts fresh. */
export function FaqDialog({ storeId, faq, onClose }: FaqDialogProps) {
  const create = useCreateFaq(storeId);
  const update = useUpdateFaq();
  const { form, dialog } = useEntityFormDialog<FaqBody, FaqBody, Faq>({
    editing: !!faq,
    createTitleKey: 'store.faqs.createTitle',
    editTitleKey: 'store.faqs.editTitle',
    toasts: 'toasts.faqs',
    schema: faqBody,
    fields: FIELDS,
    save: (body) => (faq ? update.mutateAsync({ id: faq.id, body }) : create.mutateAsync(body)),
    onClose,
    defaultValues: { question: faq?.question ?? '', answer: faq?.answer ?? '' },
  });
  const { control } = form;
  return (
    <FormDialog {...dialog}>
      <FormTextField control={control} name="question" required autoFocus />
      <FormTextField control={control} name="answer" required multiline minRows={3} />
    </FormDialog>
  );
}
