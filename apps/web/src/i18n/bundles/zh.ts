import { merchantTextsZh } from '@vitrina/contract';
import { mergeCatalogue } from './merge.ts';

/** Every zh text in one chunk, loaded when the language is chosen. */
export default {
  ...mergeCatalogue(import.meta.glob('../locales/zh/*.json', { eager: true, import: 'default' })),
  // The workflow's refusals the server names by key (a sale already verified; lib/server-texts.ts).
  merchantTexts: merchantTextsZh,
};
/** MUI's own labels (Autocomplete's "Open", "Close", "No options"…) in the same chunk. */
export { zhCN as muiLocale } from '@mui/material/locale';
