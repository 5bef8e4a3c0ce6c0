import Chip from '@mui/material/Chip';
import { COMPANY_STATUS, type DeliveryCompany } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/dialogs/confirm-dialog.tsx';
import { toastFailure } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSetDeliveryCompanyStatus } from '../api/company-admin.queries.ts';

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
  const { t } = useTranslation();
  const confirm = useConfirm();
  const setStatus = useSetDeliveryCompanyStatus();
  const toggle = async (company: DeliveryCompany) => {
    const suspending = isActive(company);
    const yes = await confirm({
      title: t(suspending ? 'deliveryCompanies.suspendTitle' : 'deliveryCompanies.activateTitle'),
      message: t(suspending ? 'deliveryCompanies.suspendQuestion' : 'deliveryCompanies.activateQuestion', {
        name: company.name,
      }),
      confirmText: t(suspending ? 'deliveryCompanies.suspend' : 'deliveryCompanies.activate'),
      destructive: suspending,
    });
    if (!yes) return;
    try {
      await setStatus.mutateAsync({ id: company.id, status_id: suspending ? 2 : 1 });
      toast.success(
        t(suspending ? 'toasts.deliveryCompanies.suspended' : 'toasts.deliveryCompanies.activated'),
      );
    } catch (error) {
      toastFailure(t, error, { fallbackKey: 'toasts.deliveryCompanies.statusFailed' });
    }
  };
  return { toggle, pending: setStatus.isPending };
}
