import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export type TablePaging = {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  total?: number;
  totalIsEstimate?: boolean;
};

/** "Page 2 of 5" and previous / next under a list. */
export function PagingBar({ paging }: { paging: TablePaging }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={2}
      component="nav"
      aria-label={t('table.pagination')}
      sx={{ p: 1.5, alignItems: 'center', justifyContent: 'flex-end', borderTop: 1, borderColor: 'divider' }}
    >
      <Typography variant="body2" color="text.secondary">
        {paging.total === undefined
          ? t('table.page', { page: paging.page })
          : t(paging.totalIsEstimate ? 'table.pageOfAbout' : 'table.pageOf', {
              page: paging.page,
              total: paging.total,
            })}
      </Typography>
      <Button
        size="small"
        startIcon={<ChevronLeftIcon />}
        disabled={!paging.hasPrevious}
        onClick={paging.onPrevious}
      >
        {t('table.previous')}
      </Button>
      <Button size="small" endIcon={<ChevronRightIcon />} disabled={!paging.hasNext} onClick={paging.onNext}>
        {t('table.next')}
      </Button>
    </Stack>
  );
}
