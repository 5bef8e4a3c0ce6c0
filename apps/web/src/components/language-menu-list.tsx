import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '#web/lib/i18n.ts';
import { AnchoredMenu } from './anchored-menu.tsx';
import type { MenuPlacement } from './menu-button.tsx';

type LanguageMenuListProps = {
  placement: MenuPlacement;
  current: Language;
  onChoose: (language: Language) => void;
};

/** The open language menu (components/language-menu.tsx loads it on the first click). */
export default function LanguageMenuList({ placement, current, onChoose }: LanguageMenuListProps) {
  return (
    <AnchoredMenu placement={placement} dense>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          selected={language === current}
          aria-current={language === current ? 'true' : undefined}
          onClick={() => onChoose(language)}
        >
          <ListItemIcon>{language === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
        </MenuItem>
      ))}
    </AnchoredMenu>
  );
}
