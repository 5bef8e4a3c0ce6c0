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
