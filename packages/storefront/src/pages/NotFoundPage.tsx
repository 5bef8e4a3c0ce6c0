import { useShop } from '#storefront/lib/context.tsx';
import type { NotFoundProps } from '#storefront/lib/props.ts';

export function NotFoundPage({ what }: NotFoundProps) {
  const { tr } = useShop();
  return (
    <main id="content" className="main">
      <h1>{tr.t('notFound')}</h1>
      <p className="empty">{tr.t(what === 'store' ? 'notFoundStore' : 'notFoundOrder')}</p>
    </main>
  );
}
