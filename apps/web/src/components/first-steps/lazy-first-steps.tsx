import { lazy, Suspense } from 'react';

// Its own chunk: only a store owner who has steps left downloads the checklist.
const FirstSteps = lazy(() => import('./first-steps.tsx').then((m) => ({ default: m.FirstSteps })));

/** The store's "Primeros pasos" checklist (first-steps.tsx), loaded when shown. */
export function LazyFirstSteps({ storeId }: { storeId: number }) {
  return (
    <Suspense fallback={null}>
      <FirstSteps storeId={storeId} />
    </Suspense>
  );
}
