import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROUTER_ANIMATIONS,
  resetSettings,
  type Settings,
  SURFACES,
  updateSettings,
  useSettings,
} from '#web/lib/settings.ts';
import { Section, SidebarImageChoice, ThemeColorChoice, Toggle } from './theme-customizer-parts.tsx';

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
      // Above the header (drawer + 1), whose avatar otherwise covers the close button.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
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
          {(labelId) => <ThemeColorChoice labelId={labelId} />}
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
          {(labelId) => <SidebarImageChoice labelId={labelId} />}
        </Section>
        <Button fullWidth variant="outlined" onClick={resetSettings} sx={{ mt: 1 }}>
          {t('settings.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
