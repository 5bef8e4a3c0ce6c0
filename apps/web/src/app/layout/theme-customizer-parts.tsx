import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Settings,
  SIDEBAR_IMAGES,
  THEME_COLORS,
  type ThemeColor,
  updateSettings,
  useSettings,
} from '#web/lib/settings.ts';
import { sidebarImages } from './sidebar-images.ts';

/** A titled group of the customizer; its heading's id names the choice inside. */
export function Section({ title, children }: { title: string; children: (labelId: string) => ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5 }}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children(id)}
    </Box>
  );
}

export function Toggle({
  setting,
  label,
}: {
  setting: 'darkMode' | 'collapsed' | 'rtl' | 'boxLayout';
  label: string;
}) {
  const settings = useSettings();
  return (
    <FormControlLabel
      sx={{ display: 'flex', justifyContent: 'space-between', ml: 0 }}
      labelPlacement="start"
      label={label}
      control={
        <Switch
          checked={settings[setting]}
          onChange={(event) => updateSettings({ [setting]: event.target.checked } as Partial<Settings>)}
        />
      }
    />
  );
}

type SwatchChoiceProps<V extends string> = {
  labelId: string;
  value: V;
  options: readonly V[];
  onPick: (value: V) => void;
  /** i18n key of an option's name (its button's label and tooltip). */
  nameKey: (option: V) => string;
  /** How the buttons of the group look (round colour swatches, picture thumbnails). */
  groupSx: SxProps<Theme>;
  buttonSx: (option: V) => SxProps<Theme>;
  mark: (option: V) => ReactNode;
};

/** One choice among pictured options: exclusive toggle buttons named by their texts. */
function SwatchChoice<V extends string>({
  labelId,
  value,
  options,
  onPick,
  nameKey,
  groupSx,
  buttonSx,
  mark,
}: SwatchChoiceProps<V>) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      aria-labelledby={labelId}
      value={value}
      onChange={(_e, next: V | null) => next && onPick(next)}
      sx={{ flexWrap: 'wrap', gap: 1, ...groupSx }}
    >
      {options.map((option) => (
        <ToggleButton
          key={option}
          value={option}
          aria-label={t(nameKey(option))}
          title={t(nameKey(option))}
          sx={buttonSx(option)}
        >
          {mark(option)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The theme colours as round swatches. */
export function ThemeColorChoice({ labelId }: { labelId: string }) {
  const settings = useSettings();
  return (
    <SwatchChoice
      labelId={labelId}
      value={settings.themeColor}
      options={Object.keys(THEME_COLORS) as ThemeColor[]}
      onPick={(themeColor) => updateSettings({ themeColor })}
      nameKey={(colour) => `settings.colors.${colour}`}
      groupSx={{ '& .MuiToggleButtonGroup-grouped': { border: 0, borderRadius: '50% !important' } }}
      buttonSx={(colour) => ({
        width: 36,
        height: 36,
        p: 0,
        bgcolor: `${THEME_COLORS[colour].main} !important`,
        color: '#fff',
        outlineOffset: 2,
        '&.Mui-selected': { outline: '2px solid', outlineColor: 'text.primary' },
      })}
      mark={(colour) => (settings.themeColor === colour ? <CheckIcon fontSize="small" /> : null)}
    />
  );
}

/** The sidebar's background pictures as thumbnails. */
export function SidebarImageChoice({ labelId }: { labelId: string }) {
  const settings = useSettings();
  return (
    <SwatchChoice
      labelId={labelId}
      value={settings.sidebarImage}
      options={SIDEBAR_IMAGES}
      onPick={(sidebarImage) => updateSettings({ sidebarImage })}
      nameKey={(image) => `settings.images.${image}`}
      groupSx={{
        '& .MuiToggleButtonGroup-grouped': {
          borderRadius: '8px !important',
          border: '1px solid',
          borderColor: 'divider',
        },
      }}
      buttonSx={(image) => ({
        width: 48,
        height: 72,
        p: 0,
        backgroundImage: image === 'none' ? 'none' : `url("${sidebarImages[image]}")`,
        backgroundSize: 'cover',
        '&.Mui-selected': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      })}
      mark={(image) => (image === 'none' ? <CloseIcon fontSize="small" /> : null)}
    />
  );
}
