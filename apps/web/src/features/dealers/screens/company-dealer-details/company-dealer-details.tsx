import { ScreenTitle } from '../../../../components/screen-title.tsx';
import { DealerDetailsView } from '../../components/dealer-details-view.tsx';

const COMPANY = { kind: 'company' } as const;

/** /delivery-dealer-details/:id: one of the delivery company's couriers. */
export function CompanyDealerDetails() {
  return (
    <ScreenTitle titleKey="delivery.dealerDetails.title">
      <DealerDetailsView side={COMPANY} />
    </ScreenTitle>
  );
}
