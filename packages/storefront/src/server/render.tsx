import { BRAND_COLOR, BRAND_ICON, RTL_LANGUAGES } from '@vitrina/contract';
import { renderToString } from 'react-dom/server';
import { App } from '#storefront/App.tsx';
import type { ShopLanguage } from '#storefront/i18n/index.ts';
import { translator } from '#storefront/i18n/translate.ts';
import type { ShopData } from '#storefront/lib/props.ts';
import { STYLES } from '#storefront/styles.ts';
import type { ShopAssets } from './assets.ts';

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside <script type="application/json">: no `<` may close it early. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's icon: the store's logo where it has one, else Vitrina's mark. */
function iconOf(data: ShopData): string {
  const p = data.props;
  const store = 'store' in p ? p.store : null;
  return store?.image ?? BRAND_ICON;
}

/** The page's <title> and meta description, from what it shows. */
export function headOf(data: ShopData): { title: string; description: string } {
  const { t } = translator(data.texts, data.lang);
  const p = data.props;
  const cut = (s: string) => (s.length > 155 ? `${s.slice(0, 154)}…` : s);
  switch (p.page) {
    case 'store':
      return { title: p.store.name, description: cut(p.store.description || p.store.name) };
    case 'product':
      return {
        title: `${p.product.name} · ${p.store.name}`,
        description: cut(p.product.description || `${p.product.name} · ${p.store.name}`),
      };
    case 'cart':
      return { title: `${t('cartTitle')} · ${p.store.name}`, description: p.store.name };
    case 'order':
      return {
        title: t('orderTitle', { id: p.order.id }),
        description: t('orderAt', { store: p.order.store.name }),
      };
    default:
      return { title: t('notFound'), description: t(p.what === 'store' ? 'notFoundStore' : 'notFoundOrder') };
  }
}

/**
 * A whole storefront page: React's HTML of the page, its data for hydration and, when the
 * storefront is built, the one script that hydrates it. The order page is never indexed.
 */
export function renderShopPage(data: ShopData, assets: ShopAssets | null): string {
  const { title, description } = headOf(data);
  const dir = RTL_LANGUAGES.includes(data.lang as ShopLanguage) ? 'rtl' : 'ltr';
  const html = renderToString(<App data={data} />);
  const noindex = data.props.page === 'order' || data.props.page === 'notFound';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeAttr(title)}</title>`,
    `<meta name="description" content="${escapeAttr(description)}">`,
    `<meta name="theme-color" content="${BRAND_COLOR}">`,
    `<link rel="icon" href="${escapeAttr(iconOf(data))}">`,
    noindex ? '<meta name="robots" content="noindex">' : '',
    `<style>${STYLES}</style>`,
    ...(assets ? assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}">`) : []),
    assets ? `<script type="module" src="${escapeAttr(assets.script)}"></script>` : '',
  ].join('');
  return (
    `<!doctype html><html lang="${escapeAttr(data.lang)}" dir="${dir}"><head>${head}</head>` +
    `<body><div id="root">${html}</div>` +
    `<script id="shop-data" type="application/json">${scriptJson(data)}</script></body></html>`
  );
}
