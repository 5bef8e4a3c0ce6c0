import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { useStoreId } from '../../../../lib/use-store-id.ts';
import { DealerDetailsView } from '../../components/dealer-details-view.tsx';

/** /dealer-details/:id: one of the store's couriers. */
export function DealerDetails() {
  const storeId = useStoreId();
  return (
    <ScreenTitle titleKey="dealers.details.title">
      <DealerDetailsView side={{ kind: 'store', storeId }} />
    </ScreenTitle>
  );
}
