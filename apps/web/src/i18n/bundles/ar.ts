import { merchantTextsAr } from '@vitrina/contract';
import { mergeCatalogue } from './merge.ts';

/** Every ar text in one chunk, loaded when the language is chosen. */
export default {
  ...mergeCatalogue(import.meta.glob('../locales/ar/*.json', { eager: true, import: 'default' })),
  // The workflow's refusals the server names by key (a sale already verified; lib/server-texts.ts).
  merchantTexts: merchantTextsAr,
};
/** MUI's own labels (Autocomplete's "Open", "Close", "No options"…) in the same chunk. */
export { arEG as muiLocale } from '@mui/material/locale';
