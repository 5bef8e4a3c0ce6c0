import { ScreenTitle } from '#web/components/screen-title.tsx';
import { DealerTable } from '#web/features/dealers/components/dealer-table.tsx';
import { useStoreId } from '#web/lib/use-store-id.ts';

/** /dealers: the store's own couriers. */
export function DealerList() {
  const storeId = useStoreId();
  return (
    <ScreenTitle titleKey="dealers.list.title">
      <DealerTable side={{ kind: 'store', storeId }} />
    </ScreenTitle>
  );
}
