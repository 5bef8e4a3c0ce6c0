import { ScreenTitle } from '../../../../components/screen-title.tsx';

export function AuditLog() {
  return <ScreenTitle titleKey="platform.audit.title" />;
}
