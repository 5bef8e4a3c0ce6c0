import FilterListIcon from '@mui/icons-material/FilterList';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '#web/lib/use-phone.ts';

/**
 * The row of a list's filters: one labelled group that wraps, with a button that clears them last
 * when the list offers one. Given `active` (how many filters are set), on a phone the group folds
 * behind one "Filtros" button that counts them, so the list's first rows stay on the first screen.
 */
export function FiltersBar(props: {
  label: string;
  clear?: { label: string; onClick: () => void; disabled: boolean };
  /** How many filters are set: on a phone the group then folds behind a button that shows it. */
  active?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const { active } = props;
  const group = (
    <Stack
      id={groupId}
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}
      role="group"
      aria-label={props.label}
    >
      {props.children}
      {props.clear ? (
        <Button onClick={props.clear.onClick} disabled={props.clear.disabled}>
          {props.clear.label}
        </Button>
      ) : null}
    </Stack>
  );
  if (!phone || active === undefined) return group;
  return (
    <>
      <Button
        variant={active > 0 ? 'contained' : 'outlined'}
        startIcon={<FilterListIcon />}
        aria-expanded={open}
        aria-controls={groupId}
        onClick={() => setOpen(!open)}
        sx={{ mb: 2 }}
      >
        {active > 0 ? t('filters.showActive', { count: active }) : t('filters.show')}
      </Button>
      {open ? group : null}
    </>
  );
}

export type FilterChoice = { value: string; label: string };

/** What an "all" choice is worth in a select (a filter left unset is null). */
const ALL = 'all';

/**
 * One filter as a select of `choices`. With `allLabel`, "all" comes first and stands for no
 * filter (`null`); without it, one of the choices is always picked (an order, say). A value the
 * choices lack (an id from the address before its list arrives) still shows, as `#value`.
 */
export function FilterSelect(props: {
  label: string;
  value: string | null;
  choices: readonly FilterChoice[];
  allLabel?: string;
  onChange: (value: string | null) => void;
  sx?: SxProps<Theme>;
}) {
  const { value, choices } = props;
  const shown =
    value === null || choices.some((c) => c.value === value)
      ? choices
      : [...choices, { value, label: `#${value}` }];
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={value ?? ALL}
      onChange={(e) => props.onChange(e.target.value === ALL ? null : e.target.value)}
      sx={props.sx ?? { minWidth: 170 }}
    >
      {props.allLabel === undefined ? null : <MenuItem value={ALL}>{props.allLabel}</MenuItem>}
      {shown.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The first and last day of a filter ('' for no bound), labelled [from, to]; each bounds the other. */
export function DayRangeFields(props: {
  days: { from: string; to: string };
  labels: readonly [string, string];
  onChange: (patch: { from: string } | { to: string }) => void;
  sx?: SxProps<Theme>;
}) {
  const { from, to } = props.days;
  const limits = { from: { max: to || undefined }, to: { min: from || undefined } };
  return (['from', 'to'] as const).map((bound, i) => (
    <TextField
      key={bound}
      type="date"
      size="small"
      label={props.labels[i]}
      sx={props.sx}
      value={props.days[bound]}
      onChange={(e) => props.onChange(bound === 'from' ? { from: e.target.value } : { to: e.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: limits[bound] }}
    />
  ));
}
