import { ScreenTitle } from '#web/components/screen-title.tsx';
import { DealerTable } from '#web/features/dealers/components/dealer-table.tsx';

const COMPANY = { kind: 'company' } as const;

/** /delivery-dealers: the delivery company's couriers (deliver/dealer). */
export function CompanyDealerList() {
  return (
    <ScreenTitle titleKey="delivery.dealers.title">
      <DealerTable side={COMPANY} />
    </ScreenTitle>
  );
}
