import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROUTER_ANIMATIONS,
  resetSettings,
  type Settings,
  SIDEBAR_IMAGES,
  SURFACES,
  THEME_COLORS,
  type ThemeColor,
  updateSettings,
  useSettings,
} from '../../lib/settings.ts';
import { sidebarImages } from './sidebar-images.ts';

function Section({ title, children }: { title: string; children: (labelId: string) => ReactNode }) {
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

function Toggle({
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

/** SPEC.md §2's theme customizer: every choice applies at once and is kept in localStorage. */
export function ThemeCustomizer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 340 } } },
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {t('settings.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('actions.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 2, pb: 2, overflowY: 'auto' }}>
        <Section title={t('settings.themeColor')}>
          {(labelId) => (
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
          )}
        </Section>
        {(['sidebarColor', 'headerColor'] as const).map((setting) => (
          <Section key={setting} title={t(`settings.${setting}`)}>
            {(labelId) => (
              <ToggleButtonGroup
                exclusive
                fullWidth
                size="small"
                aria-labelledby={labelId}
                value={settings[setting]}
                onChange={(_e, value: Settings[typeof setting] | null) =>
                  value && updateSettings({ [setting]: value })
                }
              >
                {SURFACES.map((surface) => (
                  <ToggleButton key={surface} value={surface}>
                    {t(`settings.surfaces.${surface}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          </Section>
        ))}
        <Section title={t('settings.animation')}>
          {() => (
            <TextField
              select
              fullWidth
              size="small"
              label={t('settings.animation')}
              value={settings.animation}
              onChange={(event) => updateSettings({ animation: event.target.value as Settings['animation'] })}
            >
              {ROUTER_ANIMATIONS.map((animation) => (
                <MenuItem key={animation} value={animation}>
                  {t(`settings.animations.${animation}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Section>
        <Divider />
        <Box sx={{ py: 1 }}>
          <Toggle setting="darkMode" label={t('settings.darkMode')} />
          <Toggle setting="collapsed" label={t('settings.collapsed')} />
          <Toggle setting="rtl" label={t('settings.rtl')} />
          <Toggle setting="boxLayout" label={t('settings.boxLayout')} />
        </Box>
        <Divider />
        <Section title={t('settings.sidebarImage')}>
          {(labelId) => (
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
          )}
        </Section>
        <Button fullWidth variant="outlined" onClick={resetSettings} sx={{ mt: 1 }}>
          {t('settings.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
