import LanguageIcon from '@mui/icons-material/Language';
import TelegramIcon from '@mui/icons-material/Telegram';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MembershipState } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { readable } from '#web/components/sale-status-chip.tsx';
import { isStoreActive, MEMBERSHIP_CHIP, membershipChipText } from './membership.ts';

/** The membership's state (active, ending soon with its days left, ended). */
export function MembershipChip({ state, until }: { state: MembershipState; until: string | null }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={MEMBERSHIP_CHIP[state].color}
      sx={readable(MEMBERSHIP_CHIP[state].color)}
      label={membershipChipText(t, state, until)}
    />
  );
}

/** Active, or suspended by the admin. */
export function StoreStatusChip({ store }: { store: { status_id: number } }) {
  const { t } = useTranslation();
  const active = isStoreActive(store);
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'warning'}
      sx={readable(active ? 'success' : 'warning')}
      label={t(active ? 'stores.status.active' : 'stores.status.suspended')}
    />
  );
}

/** The channels a store has set up: its chat bot and its web storefront, each with its name. */
export function StoreChannels({ channels }: { channels: { telegram: boolean; web: boolean } }) {
  const { t } = useTranslation();
  if (!channels.telegram && !channels.web)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('stores.channels.none')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {channels.telegram ? (
        <Chip size="small" icon={<TelegramIcon />} label={t('stores.channels.telegram')} />
      ) : null}
      {channels.web ? <Chip size="small" icon={<LanguageIcon />} label={t('stores.channels.web')} /> : null}
    </Stack>
  );
}
