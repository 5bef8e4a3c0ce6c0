import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { RouteTable } from '#web/features/delivery-routes/components/route-table.tsx';

/** /delivery-shipping-routes: the delivery company's routes and their percentages (deliver/price). */
export function CompanyRouteList() {
  const { t } = useTranslation();
  return (
    <ScreenTitle titleKey="delivery.routes.title">
      <Stack spacing={2}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paths.deliveryProfile.path} color="inherit" size="small">
              {t('shipping.routes.toProfile')}
            </Button>
          }
        >
          {t('shipping.routes.companyHint')}
        </Alert>
        <RouteTable side="company" />
      </Stack>
    </ScreenTitle>
  );
}
