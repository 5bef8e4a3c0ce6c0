import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../lib/i18n.ts';

type LanguageMenuListProps = {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  current: Language;
  onClose: () => void;
  onChoose: (language: Language) => void;
};

/** The open language menu (components/language-menu.tsx loads it on the first click). */
export default function LanguageMenuList({
  id,
  labelledBy,
  anchor,
  current,
  onClose,
  onChoose,
}: LanguageMenuListProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': labelledBy, dense: true } }}
    >
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
    </Menu>
  );
}
