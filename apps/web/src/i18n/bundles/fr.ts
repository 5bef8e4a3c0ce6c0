import { mergeCatalogue } from './merge.ts';

/** Every fr text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/fr/*.json', { eager: true, import: 'default' }));
