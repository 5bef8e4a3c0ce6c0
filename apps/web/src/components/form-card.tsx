import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

type FormCardProps = {
  /** A visible heading that names the form; without one, `label` names it for screen readers. */
  title?: string;
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitText?: string;
  /** More buttons beside submit (e.g. "check the token"). */
  actions?: ReactNode;
  spacing?: number;
  children: ReactNode;
};

/** A form on a screen, in a card: fields, then the submit button (shows progress and blocks repeats). */
export function FormCard({
  title,
  label,
  onSubmit,
  submitting,
  submitText,
  actions,
  spacing = 2,
  children,
}: FormCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack
          component="form"
          noValidate
          spacing={spacing}
          onSubmit={onSubmit}
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
        >
          {title ? (
            <Typography id={titleId} variant="h6" component="h2">
              {title}
            </Typography>
          ) : null}
          {children}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            {actions}
            <Button type="submit" variant="contained" loading={submitting}>
              {submitText ?? t('actions.save')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
