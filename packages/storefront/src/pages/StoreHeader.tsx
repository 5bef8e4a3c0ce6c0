import type { ShopStore } from '@vitrina/contract';
import { useShop } from '#storefront/lib/context.tsx';

/** The store's name, picture, description, opening hours, chat-bot and phone. */
export function StoreHeader({ store }: { store: ShopStore }) {
  const { tr } = useShop();
  const days = tr.texts.days;
  const byDay = days.map((_, d) => store.schedule.filter((r) => r.weekday === d));
  return (
    <header className="store-head">
      {store.image && (
        <img
          className="logo"
          src={store.image}
          alt={tr.t('logoOf', { name: store.name })}
          width={96}
          height={96}
          fetchPriority="high"
        />
      )}
      <div className="store-id">
        <h1>{store.name}</h1>
        <p className={store.open_now ? 'badge open' : 'badge closed'}>
          {tr.t(store.open_now ? 'openNow' : 'closedNow')}
        </p>
      </div>
      {store.description && <p className="lead">{store.description}</p>}
      <div className="contact">
        {store.telegram_user_bot && (
          <a className="button" href={`https://t.me/${encodeURIComponent(store.telegram_user_bot)}`}>
            {tr.t('chatBot')}
          </a>
        )}
        {store.phone && (
          <a className="button secondary" href={`tel:${store.phone.replace(/[^\d+]/g, '')}`}>
            {tr.t('call', { phone: store.phone })}
          </a>
        )}
      </div>
      {store.address && <p className="muted">{store.address}</p>}
      <details className="schedule">
        <summary>{tr.t('schedule')}</summary>
        {store.schedule.length === 0 ? (
          <p>{tr.t('alwaysOpen')}</p>
        ) : (
          <dl>
            {byDay.map((ranges, d) =>
              ranges.length === 0 ? null : (
                <div key={days[d]}>
                  <dt>{days[d]}</dt>
                  <dd>
                    {ranges
                      .map((r) =>
                        tr.t('hours', { from: r.opens_at.slice(0, 5), to: r.closes_at.slice(0, 5) }),
                      )
                      .join(', ')}
                  </dd>
                </div>
              ),
            )}
          </dl>
        )}
      </details>
    </header>
  );
}
