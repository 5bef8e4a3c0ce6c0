import { merchantTextsIt } from '@vitrina/contract';
import { mergeCatalogue } from './merge.ts';

/** Every it text in one chunk, loaded when the language is chosen. */
export default {
  ...mergeCatalogue(import.meta.glob('../locales/it/*.json', { eager: true, import: 'default' })),
  // The workflow's refusals the server names by key (a sale already verified; lib/server-texts.ts).
  merchantTexts: merchantTextsIt,
};
/** MUI's own labels (Autocomplete's "Open", "Close", "No options"…) in the same chunk. */
export { itIT as muiLocale } from '@mui/material/locale';
