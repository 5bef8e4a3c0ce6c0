import CheckIcon from '@mui/icons-material/Check';
import TranslateIcon from '@mui/icons-material/Translate';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../lib/i18n.ts';
import { toast } from '../lib/toast.ts';

// The menu's code loads on the first click: the sign-in page shows the button only.
const Menu = lazy(() => import('@mui/material/Menu'));

/** The language switch of the header and the sign-in pages: the twelve languages, each in its own name. */
export function LanguageMenu({ color = 'inherit', ...props }: Pick<IconButtonProps, 'color' | 'sx'>) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();
  const buttonId = useId();
  const current = isLanguage(i18n.language) ? i18n.language : 'es';
  const label = t('header.language', { language: LANGUAGE_NAMES[current] });

  const choose = async (language: (typeof LANGUAGES)[number]) => {
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
          <Menu
            id={menuId}
            anchorEl={anchor}
            open={!!anchor}
            onClose={() => setAnchor(null)}
            slotProps={{ list: { 'aria-labelledby': buttonId, dense: true } }}
          >
            {LANGUAGES.map((language) => (
              <MenuItem
                key={language}
                lang={language}
                selected={language === current}
                aria-current={language === current ? 'true' : undefined}
                onClick={() => void choose(language)}
              >
                <ListItemIcon>{language === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
                <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
              </MenuItem>
            ))}
          </Menu>
        </Suspense>
      ) : null}
    </>
  );
}
