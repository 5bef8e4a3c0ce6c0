import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { DEFAULT_TIME_ZONE, offsetText, zoneOffsetMinutes } from '@vitrina/contract';
import { useMemo } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Bound, useBoundField } from './use-bound-field.ts';

/** The zones this browser knows, by IANA name; the usual ones where it knows no list. */
function knownZones(): string[] {
  const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...listed, DEFAULT_TIME_ZONE, device, 'UTC'])].sort();
}

/**
 * A searchable picker of IANA time zones ("America/Caracas (GMT-04:00)"), bound to a text field
 * of react-hook-form; the search matches a city or region with spaces or underscores.
 */
export function TimeZoneField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  helperText,
}: Bound<T, TOut> & { helperText?: string }) {
  const { t } = useTranslation();
  const { field, input } = useBoundField({ control, name, helperText });
  const options = useMemo(() => {
    const now = new Date();
    return knownZones().map((zone) => ({
      zone,
      label: `${zone.replaceAll('_', ' ')} (GMT${offsetText(zoneOffsetMinutes(zone, now))})`,
    }));
  }, []);
  const value = options.find((o) => o.zone === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.zone === b.zone}
      onChange={(_, picked) => field.onChange(picked?.zone ?? null)}
      onBlur={field.onBlur}
      disableClearable={value !== null}
      noOptionsText={t('store.profile.noOptions')}
      renderInput={(params) => <TextField {...params} {...input} />}
    />
  );
}
