import { mergeCatalogue } from './merge.ts';

/** Every ja text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/ja/*.json', { eager: true, import: 'default' }));
