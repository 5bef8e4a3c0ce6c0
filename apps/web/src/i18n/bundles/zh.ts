import { mergeCatalogue } from './merge.ts';

/** Every zh text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/zh/*.json', { eager: true, import: 'default' }));
