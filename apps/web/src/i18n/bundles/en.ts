import { attributeTextsEn, merchantTextsEn, serverMessagesEn, validationTextsEn } from '@vitrina/contract';
import { mergeCatalogue } from './merge.ts';

/**
 * Every en text in one chunk, loaded when the language is chosen. Validation texts and field
 * labels come from the contract, so server and panel say the same thing.
 */
export default {
  ...mergeCatalogue(import.meta.glob('../locales/en/*.json', { eager: true, import: 'default' })),
  validation: validationTextsEn,
  fields: attributeTextsEn,
  // The server's messages, which it names by key (lib/server-texts.ts); Spanish needs none: the
  // server's own text is Spanish.
  serverMessages: serverMessagesEn,
  // The workflow's refusals it names by key too (a sale already verified).
  merchantTexts: merchantTextsEn,
};
/** MUI's own labels in English (its defaults, named so every language chunk has the same shape). */
export { enUS as muiLocale } from '@mui/material/locale';
