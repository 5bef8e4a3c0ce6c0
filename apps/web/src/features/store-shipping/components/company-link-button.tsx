import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import type { StoreCompany } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { useLinkCompany, useUnlinkCompany } from '#web/features/store-shipping/api/link.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

/** Links or unlinks one company, after a question; toasts "Empresa vinculada/desvinculada". */
export function CompanyLinkButton({ company }: { company: StoreCompany }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const link = useLinkCompany();
  const unlink = useUnlinkCompany();
  const linking = !company.linked;
  const mutation = linking ? link : unlink;

  const onClick = async () => {
    const yes = await confirm({
      title: t(linking ? 'shipping.linkedCompanies.linkTitle' : 'shipping.linkedCompanies.unlinkTitle'),
      message: t(
        linking ? 'shipping.linkedCompanies.linkQuestion' : 'shipping.linkedCompanies.unlinkQuestion',
        {
          name: company.name,
        },
      ),
      confirmText: t(linking ? 'shipping.linkedCompanies.link' : 'shipping.linkedCompanies.unlink'),
      destructive: !linking,
    });
    if (!yes) return;
    try {
      await mutation.mutateAsync(company.id);
      toast.success(t(linking ? 'toasts.delivery.companyLinked' : 'toasts.delivery.companyUnlinked'));
    } catch (error) {
      toastFailure(t, error, {
        fallbackKey: linking ? 'toasts.delivery.linkFailed' : 'toasts.delivery.unlinkFailed',
      });
    }
  };

  return (
    <Button
      variant={linking ? 'contained' : 'outlined'}
      color={linking ? 'primary' : 'error'}
      size="small"
      startIcon={linking ? <LinkIcon /> : <LinkOffIcon />}
      loading={mutation.isPending}
      onClick={onClick}
      aria-label={t(linking ? 'shipping.linkedCompanies.linkOne' : 'shipping.linkedCompanies.unlinkOne', {
        name: company.name,
      })}
    >
      {t(linking ? 'shipping.linkedCompanies.link' : 'shipping.linkedCompanies.unlink')}
    </Button>
  );
}
