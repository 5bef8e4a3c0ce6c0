import { useMemo } from 'react';
import { translator } from './i18n/translate.ts';
import { ShopContext } from './lib/context.tsx';
import type { ShopData } from './lib/props.ts';
import { CartPage } from './pages/CartPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { OrderPage } from './pages/OrderPage.tsx';
import { ProductPage } from './pages/ProductPage.tsx';
import { StorePage } from './pages/StorePage.tsx';

/** One storefront page: the same component on the server and, hydrated, in the browser. */
export function App({ data }: { data: ShopData }) {
  const shop = useMemo(
    () => ({ tr: translator(data.texts, data.lang), langQuery: data.langQuery }),
    [data.texts, data.lang, data.langQuery],
  );
  const p = data.props;
  return (
    <ShopContext.Provider value={shop}>
      <a className="skip" href="#content">
        {shop.tr.t('skipToContent')}
      </a>
      {p.page === 'store' && <StorePage {...p} />}
      {p.page === 'product' && <ProductPage {...p} />}
      {p.page === 'cart' && <CartPage {...p} />}
      {p.page === 'order' && <OrderPage {...p} />}
      {p.page === 'notFound' && <NotFoundPage {...p} />}
    </ShopContext.Provider>
  );
}
