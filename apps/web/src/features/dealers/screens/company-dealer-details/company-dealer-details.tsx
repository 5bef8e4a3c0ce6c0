import { ScreenTitle } from '#web/components/screen-title.tsx';
import { DealerDetailsView } from '#web/features/dealers/components/dealer-details-view.tsx';
import { DealerShipments } from '#web/features/dealers/components/dealer-shipments.tsx';

const COMPANY = { kind: 'company' } as const;

/** /delivery-dealer-details/:id: one of the delivery company's couriers and the shipments it carried. */
export function CompanyDealerDetails() {
  return (
    <ScreenTitle titleKey="delivery.dealerDetails.title">
      <DealerDetailsView side={COMPANY} sections={(dealer) => <DealerShipments dealerId={dealer.id} />} />
    </ScreenTitle>
  );
}
