import { useShop } from '#storefront/lib/context.tsx';
import { link, ordersBlockedText, storePath, usd, ves } from '#storefront/lib/format.ts';
import type { StorePageProps } from '#storefront/lib/props.ts';
import { Main, Price, RateNote, StoreBar } from './Frame.tsx';
import { StoreHeader } from './StoreHeader.tsx';

/** Cards of the first row load at once; the rest when scrolled near. */
const FIRST_ROW = 2;

export function StorePage({ store, products, catalogueId, q, rateSince }: StorePageProps) {
  const { tr, langQuery } = useShop();
  const home = storePath(store.web_store ?? '');
  const lang = new URLSearchParams(langQuery).get('lang');
  const blocked = ordersBlockedText(tr, store);
  return (
    <>
      <StoreBar store={store} />
      <Main>
        {blocked && (
          <p className="alert" role="status">
            {blocked}
          </p>
        )}
        <StoreHeader store={store} />
        {store.catalogues.length > 0 && (
          <nav className="tabs" aria-label={tr.t('catalogues')}>
            <a href={link(home, langQuery)} aria-current={catalogueId === null && !q ? 'page' : undefined}>
              {tr.t('allProducts')}
            </a>
            {store.catalogues.map((c) => (
              <a
                key={c.id}
                href={link(home, langQuery, { catalogo: c.id })}
                aria-current={catalogueId === c.id ? 'page' : undefined}
              >
                {c.name}
              </a>
            ))}
          </nav>
        )}
        <search>
          <form className="search" method="get" action={home}>
            <label htmlFor="q">{tr.t('search')}</label>
            <div className="row">
              <input id="q" name="q" type="search" defaultValue={q} maxLength={100} />
              {lang && <input type="hidden" name="lang" value={lang} />}
              <button type="submit">{tr.t('searchButton')}</button>
            </div>
          </form>
        </search>
        <section aria-labelledby="products-title">
          <h2 id="products-title">{q ? tr.t('resultsFor', { q }) : tr.t('products')}</h2>
          {/* Once, above the first price in bolívares: the rate they are at and since when. */}
          {products.data.length > 0 && <RateNote rate={store.dollar_rate} since={rateSince} />}
          {products.data.length === 0 ? (
            <div className="empty">
              <p>{q ? tr.t('noResults', { q }) : tr.t('noProducts')}</p>
              {(q || catalogueId !== null) && <a href={link(home, langQuery)}>{tr.t('showAll')}</a>}
            </div>
          ) : (
            <ul className="grid">
              {products.data.map((p, i) => (
                <li key={p.id} className="card">
                  <a href={link(`${home}/producto/${p.id}`, langQuery)}>
                    {p.thumb ? (
                      <img
                        src={p.thumb}
                        alt={p.name}
                        width={320}
                        height={320}
                        loading={i < FIRST_ROW ? undefined : 'lazy'}
                      />
                    ) : (
                      <span className="noimg" aria-hidden="true" />
                    )}
                    <span className="card-name">{p.name}</span>
                  </a>
                  <Price usd={usd(tr, p.price)} ves={ves(tr, p.price, store.dollar_rate)} />
                  {!p.in_stock && <p className="soldout">{tr.t('soldOut')}</p>}
                </li>
              ))}
            </ul>
          )}
          {products.next_cursor && (
            <a
              className="button secondary more"
              href={link(home, langQuery, { catalogo: catalogueId, q, cursor: products.next_cursor })}
            >
              {tr.t('more')}
            </a>
          )}
        </section>
        {store.faqs.length > 0 && (
          <section aria-labelledby="faqs-title" className="faqs">
            <h2 id="faqs-title">{tr.t('faqs')}</h2>
            {store.faqs.map((f) => (
              <details key={f.question}>
                <summary>{f.question}</summary>
                <p>{f.answer}</p>
              </details>
            ))}
          </section>
        )}
      </Main>
    </>
  );
}
