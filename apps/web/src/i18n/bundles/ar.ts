import { mergeCatalogue } from './merge.ts';

/** Every ar text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/ar/*.json', { eager: true, import: 'default' }));
