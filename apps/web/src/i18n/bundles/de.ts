import { mergeCatalogue } from './merge.ts';

/** Every de text in one chunk, loaded when the language is chosen. */
export default mergeCatalogue(import.meta.glob('../locales/de/*.json', { eager: true, import: 'default' }));
/** MUI's own labels (Autocomplete's "Open", "Close", "No options"…) in the same chunk. */
export { deDE as muiLocale } from '@mui/material/locale';
