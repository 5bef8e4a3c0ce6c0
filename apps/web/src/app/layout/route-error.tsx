import Box from '@mui/material/Box';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '#web/components/status-page.tsx';

/** "Algo salió mal", with the way home. */
export function UnexpectedErrorPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('errors.unexpected.title')}
      text={t('toasts.common.unexpected')}
      actionLabel={t('errors.goHome')}
      actionTo="/"
    />
  );
}

function RouteErrorPage() {
  return (
    <Box component="main">
      <UnexpectedErrorPage />
    </Box>
  );
}

type Props = {
  children: ReactNode;
  /** The page's path: going elsewhere tries again. */
  resetKey: string;
  /** A page of its own for the error, with a way to render the children again. */
  fallback?: (error: unknown, retry: () => void) => ReactNode;
};
type State = { failedAt: string | null; error?: unknown };

/**
 * Last-resort page when a screen fails to load (its chunk could not be fetched) or to render.
 * Leaving the page clears it, so one broken screen does not take the rest of the panel down.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null };

  static getDerivedStateFromError(error: unknown): State {
    return { failedAt: '', error };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override render() {
    const { failedAt, error } = this.state;
    if (failedAt === null) return this.props.children;
    return this.props.fallback?.(error, () => this.setState({ failedAt: null })) ?? <RouteErrorPage />;
  }
}
