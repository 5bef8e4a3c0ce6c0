import { esES, type Localization } from '@mui/material/locale';
import { mergeCatalogue } from './merge.ts';

/** The Spanish texts of the signed-in screens; the sign-in pages' domains are in lib/i18n.ts. */
export default mergeCatalogue(
  import.meta.glob(
    ['../locales/es/*.json', '!../locales/es/{actions,app,auth,dialogs,errors,header,toasts}.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
/**
 * MUI's own labels in Spanish load with the panel: the sign-in pages show none of them. esES
 * names the Autocomplete's open button "Abierto" (opened); the button opens, so it says "Abrir".
 */
export const muiLocale: Localization = {
  ...esES,
  components: {
    ...esES.components,
    MuiAutocomplete: {
      defaultProps: { ...esES.components?.MuiAutocomplete?.defaultProps, openText: 'Abrir' },
    },
  },
};
