import TranslateIcon from '@mui/icons-material/Translate';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGE_NAMES, type Language } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';

// The menu's code loads on the first click: the sign-in page shows the button only.
const LanguageMenuList = lazy(() => import('./language-menu-list.tsx'));

/** The language switch of the header and the sign-in pages: the twelve languages, each in its own name. */
export function LanguageMenu({ color = 'inherit', ...props }: Pick<IconButtonProps, 'color' | 'sx'>) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'es';
  const label = t('header.language', { language: LANGUAGE_NAMES[current] });

  const choose = async (language: Language) => {
    setAnchor(null);
    try {
      await changeLanguage(language);
    } catch {
      toast.error(t('toasts.common.connectionError'));
    }
  };

  return (
    <>
      <IconButton
        {...props}
        id={buttonId}
        color={color}
        data-tour="language"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <TranslateIcon />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <LanguageMenuList
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={(language) => void choose(language)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
