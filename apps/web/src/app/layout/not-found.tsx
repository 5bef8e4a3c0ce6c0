import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../components/status-page.tsx';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="404"
      title={t('errors.notFound.title')}
      text={t('errors.notFound.text')}
      actionLabel={t('errors.goHome')}
      actionTo="/"
    />
  );
}
