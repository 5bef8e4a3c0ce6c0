import Chip from '@mui/material/Chip';
import { COMPANY_STATUS, type DeliveryCompany } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useStatusToggle } from '#web/components/use-status-toggle.ts';
import { useSetDeliveryCompanyStatus } from '#web/features/platform-delivery-companies/api/company-admin.queries.ts';

export const isActive = (c: DeliveryCompany) => c.status_id === COMPANY_STATUS.ACTIVE;

export function CompanyStatusChip({ company }: { company: DeliveryCompany }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={isActive(company) ? 'success' : 'warning'}
      label={t(isActive(company) ? 'deliveryCompanies.status.active' : 'deliveryCompanies.status.suspended')}
    />
  );
}

/** Activate or suspend a company, after a question (a suspended company is not offered to stores). */
export function useToggleCompanyStatus() {
  return useStatusToggle(isActive, useSetDeliveryCompanyStatus(), {
    questions: 'deliveryCompanies',
    toasts: 'toasts.deliveryCompanies',
  });
}
