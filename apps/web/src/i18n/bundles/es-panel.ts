import { esES, type Localization } from '@mui/material/locale';
import { mergeCatalogue } from './merge.ts';

/**
 * The Spanish texts the signed-in shell and the dashboard use (the sign-in pages' domains are in
 * lib/i18n.ts; every other screen's in es-screens.ts, loaded with that screen). A test derives
 * this list from the shell's and the dashboard's code (i18n/panel-domains.test.ts).
 */
export default mergeCatalogue(
  import.meta.glob(
    '../locales/es/{dashboard,dialogs,header,membership,menu,sales,salesDashboard,settings,toasts-panel,tour}.json',
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
