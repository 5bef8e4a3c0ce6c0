import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGE_NAMES, type Language } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { LazyMenu, useMenuButton } from './menu-button.tsx';

// The sign-in page shows the button only; the menu's code loads on the first click.
const LanguageMenuList = lazy(() => import('./language-menu-list.tsx'));

// Drawn like an IconButton with MUI's Translate icon, from ButtonBase (which the sign-in page's
// Button already loads) and the icon's path: IconButton and SvgIcon would add ~2 KB gzip to the
// first page most people open, for this one button.
const TRANSLATE_ICON =
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z';
const iconButton = {
  p: 1,
  borderRadius: '50%',
  color: 'inherit',
  transition: 'background-color 150ms',
  '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
  '& svg': { width: 24, height: 24, fill: 'currentColor' },
} as const;

/** The language switch of the header and the sign-in pages: the twelve languages, each in its own name. */
export function LanguageMenu({ sx }: { sx?: SxProps<Theme> }) {
  const { t, i18n } = useTranslation();
  const menu = useMenuButton();
  const current = isLanguage(i18n.language) ? i18n.language : 'es';
  const label = t('app.language', { language: LANGUAGE_NAMES[current] });

  const choose = async (language: Language) => {
    menu.placement.onClose();
    try {
      await changeLanguage(language);
    } catch {
      toast.error(t('toasts.common.connectionError'));
    }
  };

  return (
    <>
      <ButtonBase
        sx={[iconButton, ...(Array.isArray(sx) ? sx : [sx])]}
        data-tour="language"
        aria-label={label}
        title={label}
        {...menu.buttonProps}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={TRANSLATE_ICON} />
        </svg>
      </ButtonBase>
      <LazyMenu used={menu.used}>
        <LanguageMenuList
          placement={menu.placement}
          current={current}
          onChoose={(language) => void choose(language)}
        />
      </LazyMenu>
    </>
  );
}
