import { mergeCatalogue } from './merge.ts';

/** Every de text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/de/*.json', { eager: true, import: 'default' }));
