import { ROLES } from '@vitrina/contract';
import { lazy, Suspense, useState } from 'react';
import { LazyFirstSteps } from '#web/components/first-steps/lazy-first-steps.tsx';
import { ScreenTitle } from '#web/components/screen-title.tsx';
import { dashboardKeys } from '#web/features/dashboard/api/dashboard.queries.ts';
import { dashboardRange, type RangeKind } from '#web/features/dashboard/api/dashboard-range.ts';
import { OwnerDashboard } from '#web/features/dashboard/components/owner-dashboard.tsx';
import { RangeSwitch } from '#web/features/dashboard/components/range-switch.tsx';
import { type DateRange, todayIn } from '#web/lib/dates.ts';
import { useSession } from '#web/lib/session.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { LiveSales } from '#web/lib/use-live-sales.ts';

// The platform's figures are the admin's only: the owner's dashboard (her first screen) never loads them.
const AdminDashboard = lazy(() =>
  import('#web/features/dashboard/components/admin-dashboard.tsx').then((m) => ({
    default: m.AdminDashboard,
  })),
);

/** /dashboard: the store's sales for its owner, the platform for the admin. */
export function DashboardView() {
  const session = useSession();
  const isAdmin = session?.user.role_id === ROLES.ADMIN;
  const [kind, setKind] = useState<RangeKind>('week');
  const [custom, setCustom] = useState<Partial<DateRange>>({});
  const range = dashboardRange(kind, todayIn(useFormat().timeZone), custom);
  const chooseKind = (next: RangeKind) => {
    // Custom starts from the days on screen, then the user moves either end.
    if (next === 'custom') setCustom(range);
    setKind(next);
  };
  return (
    <ScreenTitle titleKey="dashboard.view.title">
      {/* A new or changed sale reads the figures and the latest sales again within two seconds. */}
      <LiveSales keys={[dashboardKeys.all]} />
      {!isAdmin && session?.user.store_id ? <LazyFirstSteps storeId={session.user.store_id} /> : null}
      <RangeSwitch kind={kind} range={range} custom={custom} onKind={chooseKind} onCustom={setCustom} />
      {isAdmin ? (
        <Suspense fallback={null}>
          <AdminDashboard range={range} />
        </Suspense>
      ) : (
        <OwnerDashboard range={range} />
      )}
    </ScreenTitle>
  );
}
