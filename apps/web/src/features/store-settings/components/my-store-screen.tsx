import Alert from '@mui/material/Alert';
import type { Store } from '@vitrina/contract';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadErrorText } from '#web/components/load-error.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { useMyStore } from '#web/features/store-settings/api/store.queries.ts';

/**
 * A store settings screen: its title, then the editor once the owner's store has loaded
 * (a loader meanwhile, the error otherwise). The editor is keyed by the store so its form
 * starts from the loaded values.
 */
export function MyStoreScreen({
  titleKey,
  editor: Editor,
}: {
  titleKey: string;
  editor: ComponentType<{ store: Store }>;
}) {
  const { t } = useTranslation();
  const store = useMyStore();
  return (
    <ScreenTitle titleKey={titleKey}>
      {store.data ? (
        <Editor key={store.data.id} store={store.data} />
      ) : store.isPending ? (
        <PageLoader />
      ) : (
        <Alert severity="error">{loadErrorText(t, store.error)}</Alert>
      )}
    </ScreenTitle>
  );
}
