import Box from '@mui/material/Box';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '#web/components/status-page.tsx';
import { ScreenLoadError } from '../screen.tsx';

function RouteErrorPage({
  loadFailed,
  onRetry,
  landmark,
}: {
  loadFailed: boolean;
  onRetry: () => void;
  landmark: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box component={landmark ? 'main' : 'div'}>
      {loadFailed ? (
        <StatusPage
          title={t('errors.notLoaded.title')}
          text={t('errors.notLoaded.text')}
          retry={{ label: t('errors.notLoaded.retry'), onClick: onRetry }}
          actionLabel={t('errors.goHome')}
          actionTo="/"
        />
      ) : (
        <StatusPage
          title={t('errors.unexpected.title')}
          text={t('toasts.common.unexpected')}
          actionLabel={t('errors.goHome')}
          actionTo="/"
        />
      )}
    </Box>
  );
}

type Props = {
  children: ReactNode;
  /** The page's path: going elsewhere tries again. */
  resetKey: string;
  /** Whether the page is the document's main landmark (not inside the panel's, which has one). */
  landmark?: boolean;
};
type State = { failedAt: string | null; loadFailed: ScreenLoadError | null };

/**
 * The page shown when a screen fails to load (its chunk could not be fetched within
 * SCREEN_LOAD_TIMEOUT_MS: "Reintentar" fetches it again) or to render. Leaving the page clears
 * it, so one broken screen does not take the rest of the panel down.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failedAt: null, loadFailed: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failedAt: '', loadFailed: error instanceof ScreenLoadError ? error : null };
  }

  static getDerivedStateFromProps(props: Props, state: State) {
    if (state.failedAt === '') return { failedAt: props.resetKey };
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { failedAt: null };
    return null;
  }

  override render() {
    const { failedAt, loadFailed } = this.state;
    if (failedAt === null) return this.props.children;
    return (
      <RouteErrorPage
        loadFailed={loadFailed !== null}
        onRetry={() => {
          loadFailed?.retry();
          this.setState({ failedAt: null, loadFailed: null });
        }}
        landmark={this.props.landmark ?? true}
      />
    );
  }
}
