import { ScreenTitle } from '#web/components/screen-title.tsx';
import { DealerDetailsView } from '#web/features/dealers/components/dealer-details-view.tsx';
import { useStoreId } from '#web/lib/use-store-id.ts';

/** /dealer-details/:id: one of the store's couriers. */
export function DealerDetails() {
  const storeId = useStoreId();
  return (
    <ScreenTitle titleKey="dealers.details.title">
      <DealerDetailsView side={{ kind: 'store', storeId }} />
    </ScreenTitle>
  );
}
