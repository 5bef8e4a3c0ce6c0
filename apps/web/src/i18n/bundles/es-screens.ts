import { mergeCatalogue } from './merge.ts';

/**
 * The Spanish texts of the panel's screens other than the dashboard: one chunk, loaded with the
 * first of them the user opens (app/panel-routes.tsx), so the first screen after signing in
 * does not carry them. Every Spanish domain not in lib/i18n.ts's first bundle or es-panel.ts.
 */
export default mergeCatalogue(
  import.meta.glob(
    [
      '../locales/es/*.json',
      '!../locales/es/{actions,app,auth,dialogs,errors,toasts,dashboard,header,membership,menu,sales,salesDashboard,settings,toasts-panel,tour}.json',
    ],
    { eager: true, import: 'default' },
  ),
);
