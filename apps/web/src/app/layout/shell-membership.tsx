import { lazy, Suspense, useEffect, useState } from 'react';
import { membershipNotice, useShellMembership } from '#web/features/licences/api/membership-notice.ts';

// A store owner's membership banner (ended, suspended, ending soon): its query waits until the
// first screen has settled, other roles never ask, and its code loads only when there is
// something to say.
const MembershipBanner = lazy(() => import('#web/features/licences/components/membership-banner.tsx'));

/** True once the browser is idle after the first render (at most ~2 s later). */
function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 500);
    return () => window.clearTimeout(id);
  }, [idle]);
  return idle;
}

/**
 * The store owner's membership banner, a leaf of its own: waking up when idle and the query's
 * answer re-render this component alone, not the shell and the screen inside it (which cost the
 * dashboard a long task on a phone).
 */
export function ShellMembership() {
  const membership = useShellMembership(useWhenIdle());
  const notice = membershipNotice(membership.data);
  return notice ? (
    <Suspense fallback={null}>
      <MembershipBanner notice={notice} />
    </Suspense>
  ) : null;
}
