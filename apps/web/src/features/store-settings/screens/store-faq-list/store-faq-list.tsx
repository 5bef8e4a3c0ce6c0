import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Faq } from '@vitrina/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/empty-state.tsx';
import { loadErrorText } from '#web/components/load-error.ts';
import { RowActions } from '#web/components/row-actions.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useDeleteFaq, useFaqs } from '#web/features/store-settings/api/faq.queries.ts';
import { FaqDialog } from '#web/features/store-settings/components/faq-dialog.tsx';
import { useStoreId } from '#web/lib/use-store-id.ts';

export function StoreFaqList() {
  const { t } = useTranslation();
  const storeId = useStoreId();
  const faqs = useFaqs(storeId);
  const remove = useDeleteFaq();
  const [editing, setEditing] = useState<Faq | 'new' | null>(null);

  const newButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
      {t('store.faqs.new')}
    </Button>
  );

  return (
    <ScreenTitle titleKey="store.faqs.title">
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        {newButton}
      </Stack>
      <Paper variant="outlined">
        {faqs.isPending ? (
          <Box sx={{ p: 2 }} aria-busy>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={56} />
            ))}
          </Box>
        ) : faqs.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {loadErrorText(t, faqs.error)}
          </Alert>
        ) : faqs.data.length === 0 ? (
          <EmptyState text={t('store.faqs.empty')} />
        ) : (
          <List aria-label={t('store.faqs.listLabel')}>
            {faqs.data.map((faq, index) => (
              <Fragment key={faq.id}>
                {index > 0 ? <Divider component="li" /> : null}
                <ListItem
                  alignItems="flex-start"
                  secondaryAction={
                    <RowActions
                      editLabel={t('store.faqs.editOne', { question: faq.question })}
                      onEdit={() => setEditing(faq)}
                      deleteLabel={t('store.faqs.deleteOne', { question: faq.question })}
                      onDelete={{ run: () => remove.mutateAsync(faq.id), toasts: 'faqs' }}
                    />
                  }
                  sx={{ pr: 14 }}
                >
                  <ListItemText
                    primary={faq.question}
                    secondary={faq.answer}
                    slotProps={{
                      primary: { sx: { fontWeight: 600 } },
                      secondary: { sx: { whiteSpace: 'pre-line' } },
                    }}
                  />
                </ListItem>
              </Fragment>
            ))}
          </List>
        )}
      </Paper>
      {editing ? (
        <FaqDialog
          storeId={storeId}
          faq={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ScreenTitle>
  );
}
