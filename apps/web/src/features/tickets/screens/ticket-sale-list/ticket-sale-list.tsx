import Chip from '@mui/material/Chip';
import { TICKET_FILTERS, type TicketFilter } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { NotFoundPage } from '../../../../components/status-page.tsx';

function isTicketFilter(value: string): value is TicketFilter {
  return Object.hasOwn(TICKET_FILTERS, value);
}

export function TicketSaleList() {
  const { t } = useTranslation();
  const { filter } = useParams();
  if (filter !== undefined && !isTicketFilter(filter)) {
    return <NotFoundPage />;
  }
  return (
    <ScreenTitle titleKey="tickets.sales.title">
      <Chip color="primary" variant="outlined" label={t(`tickets.sales.filters.${filter ?? 'all'}`)} />
    </ScreenTitle>
  );
}
