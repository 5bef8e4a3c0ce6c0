import { mergeCatalogue } from './merge.ts';

/** Every hu text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/hu/*.json', { eager: true, import: 'default' }));
