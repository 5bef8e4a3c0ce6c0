// What the server takes from the storefront: the texts, the page renderer and the built files.
export {
  fill,
  hasOwnTexts,
  type ShopLanguage,
  type ShopTexts,
  textsOf,
  translator,
} from './i18n/index.ts';
export type { PageProps, Places, ShopData } from './lib/props.ts';
export { ASSETS_PREFIX, loadShopAssets, type ShopAssets } from './server/assets.ts';
export { headOf, renderShopPage, scriptJson } from './server/render.tsx';
export { SERVICE_WORKER } from './sw.ts';
