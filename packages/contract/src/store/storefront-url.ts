// Its own module, free of schemas: the panel's shell links to the storefront without loading the
// store's schemas (and zod) on the first dashboard.

/** The one address of a web storefront: `<STORE_HOST>/tienda/<web_store>` (ARCHITECTURE.md). */
export function storefrontUrl(storeHost: string, webStore: string): string {
  return `${storeHost}/tienda/${encodeURIComponent(webStore)}`;
}
