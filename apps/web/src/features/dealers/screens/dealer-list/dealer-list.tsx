import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { useStoreId } from '../../../../lib/use-store-id.ts';
import { DealerTable } from '../../components/dealer-table.tsx';

/** /dealers: the store's own couriers. */
export function DealerList() {
  const storeId = useStoreId();
  return (
    <ScreenTitle titleKey="dealers.list.title">
      <DealerTable side={{ kind: 'store', storeId }} />
    </ScreenTitle>
  );
}
