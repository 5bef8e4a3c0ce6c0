// Vitrina's own look where a page has nothing of its store's: the web store's theme colour, and
// the page icon of a web store without a logo and of the event pages.

/** The brand blue (the storefront's theme colour). */
export const BRAND_COLOR = '#0b57d0';

/** Vitrina's mark as a page icon: a white V on the brand blue, inline (no request, allowed by img-src data:). */
export const BRAND_ICON = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND_COLOR}"/>` +
    '<path d="M9 9l7 14 7-14" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
)}`;
