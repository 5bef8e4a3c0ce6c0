import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SHIPMENT_NOTE_MAX } from '@vitrina/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '#web/components/form-dialog.tsx';
import { ImagePicker } from '#web/components/image-picker.tsx';

type Props = {
  saleId: number;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (photo: File, note: string) => void;
};

/** Delivered: a photo of the delivery (required) and a note, both shown to the store. Mounted while open. */
export function DeliverShipmentDialog({ saleId, submitting, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<File[]>([]);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const photo = photos[0];
    if (!photo) return setMissing(true);
    onSubmit(photo, note.trim());
  };
  return (
    <FormDialog
      open
      title={t('shipments.deliver.title', { id: saleId })}
      onClose={onClose}
      onSubmit={submit}
      submitting={submitting}
      submitText={t('shipments.actions.deliver')}
    >
      <Typography variant="subtitle2" component="p">
        {t('shipments.deliver.photo')}
      </Typography>
      <ImagePicker
        files={photos}
        onChange={(files) => {
          setPhotos(files);
          if (files.length > 0) setMissing(false);
        }}
        max={1}
        label={t('shipments.deliver.choosePhoto')}
      />
      {missing ? <FormHelperText error>{t('shipments.deliver.photoRequired')}</FormHelperText> : null}
      <TextField
        label={t('shipments.deliver.note')}
        helperText={t('shipments.deliver.noteHelp')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: SHIPMENT_NOTE_MAX } }}
      />
    </FormDialog>
  );
}
