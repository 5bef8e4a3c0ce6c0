import { mergeCatalogue } from './merge.ts';

/** Every it text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/it/*.json', { eager: true, import: 'default' }));
