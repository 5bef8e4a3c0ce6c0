import Box from '@mui/material/Box';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '#web/components/status-page.tsx';

function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Box component="main">
      <StatusPage
        title={t('errors.unexpected.title')}
        text={t('toasts.common.unexpected')}
        actionLabel={t('errors.goHome')}
        actionTo="/"
      />
    </Box>
  );
}

type Props = { children: ReactNode /** The page's path: going elsewhere tries again. */; resetKey: string };

/**
 * Last-resort page when a screen fails to load (its chunk could not be fetched) or to render.
 * Leaving the page clears it, so one broken screen does not take the rest of the panel down.
 */
export class RouteErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override render() {
    return this.state.failedAt === null ? this.props.children : <RouteErrorPage />;
  }
}
