import { DEFAULT_TIME_ZONE, type EventBody, type TicketEvent } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { FormRow } from '#web/components/form-row.tsx';
import { FormSwitchField } from '#web/components/form-switch-field.tsx';
import { FormTextField } from '#web/components/form-text-field.tsx';
import { TimeZoneField } from '#web/components/time-zone-field.tsx';
import { useEntityFormDialog } from '#web/components/use-entity-form-dialog.ts';
import { useSaveEvent } from '#web/features/tickets/api/ticket-events.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { EVENT_FIELDS, type EventForm, eventFormSchema, toEventForm } from './event-form.ts';
import { EventImageField } from './event-image-field.tsx';
import { TicketTypesEditor } from './ticket-types-editor.tsx';

type Props = { event: TicketEvent | null; onClose: () => void };

const moment = { inputLabel: { shrink: true } } as const;

/** Create (event null) or edit an event: its data, picture, status and ticket types. */
export function EventFormDialog({ event, onClose }: Props) {
  const { t } = useTranslation();
  const save = useSaveEvent(event?.id ?? null);
  const [image, setImage] = useState<File | null>(null);
  const editing = !!event;
  const { timeZone } = useFormat();
  const { form, dialog } = useEntityFormDialog<EventForm, EventBody, TicketEvent>({
    editing,
    createTitleKey: 'tickets.events.form.createTitle',
    editTitleKey: 'tickets.events.form.editTitle',
    toasts: 'tickets.events.toasts',
    onClose,
    schema: eventFormSchema,
    defaultValues: toEventForm(event, timeZone ?? DEFAULT_TIME_ZONE),
    fields: EVENT_FIELDS,
    save: (body) => save.mutateAsync({ body, image }),
  });
  const { control } = form;

  return (
    <FormDialog {...dialog} maxWidth="md">
      <FormTextField control={control} name="name" label={t('tickets.events.form.name')} required autoFocus />
      <FormTextField control={control} name="place" label={t('tickets.events.form.place')} required />
      <TimeZoneField control={control} name="time_zone" helperText={t('tickets.events.form.timeZoneHint')} />
      <FormRow sm={[6, 6]}>
        <FormTextField
          control={control}
          name="starts_at"
          label={t('tickets.events.form.startsAt')}
          type="datetime-local"
          required
          slotProps={moment}
        />
        <FormTextField
          control={control}
          name="ends_at"
          label={t('tickets.events.form.endsAt')}
          type="datetime-local"
          slotProps={moment}
        />
      </FormRow>
      <FormTextField
        control={control}
        name="description"
        label={t('tickets.events.form.description')}
        multiline
        minRows={3}
      />
      <FormSwitchField control={control} name="status" label={t('tickets.events.form.active')} />
      <EventImageField current={event?.image ?? null} file={image} onChange={setImage} />
      <TicketTypesEditor control={control} />
    </FormDialog>
  );
}
