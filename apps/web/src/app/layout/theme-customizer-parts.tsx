import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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
} from '../../lib/settings.ts';
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

/** The theme colours as round swatches. */
export function ThemeColorChoice({ labelId }: { labelId: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <ToggleButtonGroup
      exclusive
      aria-labelledby={labelId}
      value={settings.themeColor}
      onChange={(_e, value: ThemeColor | null) => value && updateSettings({ themeColor: value })}
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        '& .MuiToggleButtonGroup-grouped': { border: 0, borderRadius: '50% !important' },
      }}
    >
      {(Object.keys(THEME_COLORS) as ThemeColor[]).map((colour) => (
        <ToggleButton
          key={colour}
          value={colour}
          aria-label={t(`settings.colors.${colour}`)}
          title={t(`settings.colors.${colour}`)}
          sx={{
            width: 36,
            height: 36,
            p: 0,
            bgcolor: `${THEME_COLORS[colour].main} !important`,
            color: '#fff',
            outlineOffset: 2,
            '&.Mui-selected': { outline: '2px solid', outlineColor: 'text.primary' },
          }}
        >
          {settings.themeColor === colour ? <CheckIcon fontSize="small" /> : null}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The sidebar's background pictures as thumbnails. */
export function SidebarImageChoice({ labelId }: { labelId: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <ToggleButtonGroup
      exclusive
      aria-labelledby={labelId}
      value={settings.sidebarImage}
      onChange={(_e, value: Settings['sidebarImage'] | null) =>
        value && updateSettings({ sidebarImage: value })
      }
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        '& .MuiToggleButtonGroup-grouped': {
          borderRadius: '8px !important',
          border: '1px solid',
          borderColor: 'divider',
        },
      }}
    >
      {SIDEBAR_IMAGES.map((image) => (
        <ToggleButton
          key={image}
          value={image}
          aria-label={t(`settings.images.${image}`)}
          title={t(`settings.images.${image}`)}
          sx={{
            width: 48,
            height: 72,
            p: 0,
            backgroundImage: image === 'none' ? 'none' : `url("${sidebarImages[image]}")`,
            backgroundSize: 'cover',
            '&.Mui-selected': {
              outline: '2px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
            },
          }}
        >
          {image === 'none' ? <CloseIcon fontSize="small" /> : null}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
