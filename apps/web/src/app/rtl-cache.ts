import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

/**
 * MUI's right-to-left needs the styles themselves flipped (margins, paddings, positions), not
 * only `dir="rtl"`: this emotion cache runs every rule through stylis-plugin-rtl. It loads only
 * when right-to-left is turned on (app/emotion-cache.ts).
 */
export const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
