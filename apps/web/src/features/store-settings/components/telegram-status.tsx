import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { Store } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '#web/components/external-link.tsx';
import { Panel } from '#web/components/panel.tsx';

/** Whether the store's bot answers, which token is saved, and a link to the bot. */
export function TelegramStatus({ store }: { store: Store }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('store.telegram.statusTitle')} id="telegram-status">
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip
            icon={store.telegram_connected ? <CheckCircleIcon /> : <ErrorOutlineIcon />}
            color={store.telegram_connected ? 'success' : 'default'}
            label={t(store.telegram_connected ? 'store.telegram.connected' : 'store.telegram.notConnected')}
          />
          <Chip
            variant="outlined"
            label={
              store.telegram_token_set
                ? t('store.telegram.tokenSaved', { hint: store.telegram_token_hint ?? '' })
                : t('store.telegram.noToken')
            }
          />
        </Stack>
        {store.telegram_user_bot ? (
          <ExternalLink
            href={`https://t.me/${store.telegram_user_bot}`}
          >{`@${store.telegram_user_bot}`}</ExternalLink>
        ) : null}
      </Stack>
    </Panel>
  );
}
