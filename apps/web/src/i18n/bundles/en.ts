import { mergeCatalogue } from './merge.ts';

/** Every en text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' }));
