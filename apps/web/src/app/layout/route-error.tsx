import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { StatusPage } from '../../components/status-page.tsx';

/** Last-resort page when a screen fails to load or render. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box component="main">
      <StatusPage
        code={notFound ? '404' : undefined}
        title={t(notFound ? 'errors.notFound.title' : 'errors.unexpected.title')}
        text={t(notFound ? 'errors.notFound.text' : 'toasts.common.unexpected')}
        actionLabel={t('errors.goHome')}
        actionTo="/"
      />
    </Box>
  );
}
