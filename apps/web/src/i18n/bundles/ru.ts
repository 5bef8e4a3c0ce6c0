import { mergeCatalogue } from './merge.ts';

/** Every ru text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/ru/*.json', { eager: true, import: 'default' }));
