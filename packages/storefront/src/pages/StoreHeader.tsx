import type { ShopStore } from '@vitrina/contract';
import { useShop } from '#storefront/lib/context.tsx';

/** Weekdays as the schedule stores them (0 = Sunday), listed Monday first. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

/** The store's name, picture, description, opening hours (all seven days), chat-bot and phone. */
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
      <section className="schedule" aria-labelledby="schedule-title">
        <h2 id="schedule-title">{tr.t('schedule')}</h2>
        {store.schedule.length === 0 ? (
          <p>{tr.t('alwaysOpen')}</p>
        ) : (
          <dl>
            {WEEK_FROM_MONDAY.map((d) => (
              <div key={d}>
                <dt>{days[d]}</dt>
                <dd>
                  {byDay[d]?.length
                    ? byDay[d]
                        .map((r) =>
                          tr.t('hours', { from: r.opens_at.slice(0, 5), to: r.closes_at.slice(0, 5) }),
                        )
                        .join(', ')
                    : tr.t('dayClosed')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </header>
  );
}
