import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { RoleId } from '@vitrina/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuLinks, menus, quickLinks } from './menus.ts';

type Option = { to: string; label: string };

function usePageOptions(role: RoleId): Option[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const seen = new Set<string>();
    const options: Option[] = [];
    for (const link of [...menuLinks(menus[role]), ...quickLinks[role]]) {
      if (seen.has(link.to)) continue;
      seen.add(link.to);
      options.push({ to: link.to, label: t(link.labelKey) });
    }
    return options;
  }, [role, t]);
}

/** The header's filter list: type part of a screen's name, pick it, go there. */
export function HeaderSearch({
  role,
  autoFocus,
  onDone,
  fullWidth,
}: {
  role: RoleId;
  autoFocus?: boolean;
  onDone?: () => void;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = usePageOptions(role);
  return (
    <Autocomplete
      options={options}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.to === b.to}
      value={null}
      blurOnSelect
      autoHighlight
      noOptionsText={t('header.search.noResults')}
      onChange={(_event, option) => {
        if (!option) return;
        void navigate(option.to);
        onDone?.();
      }}
      sx={{ width: fullWidth ? '100%' : 260 }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          size="small"
          placeholder={t('header.search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('header.search.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{
            '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', color: 'text.primary' },
          }}
        />
      )}
    />
  );
}

/** Below 600 px the filter list opens as a form across the whole header (SPEC.md §2 "mobile search form"). */
export function MobileSearchForm({ role, onClose }: { role: RoleId; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('header.search.label')}
      onSubmit={(event) => event.preventDefault()}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}
    >
      <HeaderSearch role={role} autoFocus onDone={onClose} fullWidth />
      <IconButton color="inherit" onClick={onClose} aria-label={t('header.search.close')}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}
