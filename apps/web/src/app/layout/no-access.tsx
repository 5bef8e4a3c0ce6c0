import type { RoleId } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { landingPathFor } from '#web/app/paths.ts';
import { StatusPage } from '#web/components/status-page.tsx';

/** A screen the signed-in role may not open: say so and offer the role's own first screen. */
export function NoAccess({ role }: { role: RoleId }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code="403"
      title={t('errors.noAccess.title')}
      text={t('errors.noAccess.text')}
      actionLabel={t('errors.noAccess.action')}
      actionTo={landingPathFor(role)}
    />
  );
}
