import { mergeCatalogue } from './merge.ts';

/** Every ko text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/ko/*.json', { eager: true, import: 'default' }));
