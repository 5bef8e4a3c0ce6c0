import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPANY_STATUS, type DeliveryCompany } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { ImageFileButton, screenImages } from '#web/components/image-picker.tsx';
import { useSetLogo } from '#web/features/delivery-desk/api/company.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';

/** The company's logo (replaced at once), its name, status and what the admin decided for it. */
export function CompanyLogoCard({ company }: { company: DeliveryCompany }) {
  const { t } = useTranslation();
  const setLogo = useSetLogo();
  const upload = (files: File[]) => {
    const { ok, problem } = screenImages(files.slice(0, 1), t);
    const file = ok[0];
    if (!file) {
      toast.error(problem ?? t('toasts.delivery.logoUpdateFailed'));
      return;
    }
    setLogo.mutate(file, {
      onSuccess: () => toast.success(t('toasts.delivery.logoUpdated')),
      onError: (error) => toastFailure(t, error, { fallbackKey: 'toasts.delivery.logoUpdateFailed' }),
    });
  };
  const active = company.status_id === COMPANY_STATUS.ACTIVE;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Avatar
            src={company.logo ?? undefined}
            alt={t('delivery.profile.logoAlt', { name: company.name })}
            variant="rounded"
            sx={{ width: 140, height: 140, bgcolor: 'grey.200', color: 'grey.500' }}
          >
            <LocalShippingOutlinedIcon sx={{ fontSize: 64 }} />
          </Avatar>
          <Typography variant="h6" component="h2">
            {company.name}
          </Typography>
          <Chip
            size="small"
            color={active ? 'success' : 'warning'}
            label={t(active ? 'deliveryCompanies.status.active' : 'deliveryCompanies.status.suspended')}
          />
          <Typography variant="body2" color="text.secondary">
            {t(company.can_charge ? 'delivery.profile.canCharge' : 'delivery.profile.cannotCharge')}
          </Typography>
          <ImageFileButton
            label={t('delivery.profile.changeLogo')}
            loading={setLogo.isPending}
            onFiles={upload}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
