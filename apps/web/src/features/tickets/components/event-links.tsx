import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TelegramIcon from '@mui/icons-material/Telegram';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { TicketEvent } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '#web/components/external-link.tsx';
import { toast } from '#web/lib/toast.ts';

/** The event's public page, served by the same server as the panel. */
export const publicEventUrl = (id: number): string => new URL(`/evento/${id}`, window.location.origin).href;

/** The public page (new tab), copying its address, and the event's Telegram bot. */
export function EventLinks({ event, onTelegram }: { event: TicketEvent; onTelegram: () => void }) {
  const { t } = useTranslation();
  const url = publicEventUrl(event.id);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('tickets.events.linkCopied'));
    } catch {
      toast.error(t('tickets.events.linkCopyFailed', { url }));
    }
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <ExternalLink href={url}>{t('tickets.events.publicPage')}</ExternalLink>
      <Tooltip title={t('tickets.events.copyLink')}>
        <IconButton size="small" aria-label={t('tickets.events.copyLink')} onClick={() => void copy()}>
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Button size="small" startIcon={<TelegramIcon />} onClick={onTelegram}>
        {event.telegram_user_bot ? `@${event.telegram_user_bot}` : t('tickets.events.telegram.connectShort')}
      </Button>
    </Stack>
  );
}
