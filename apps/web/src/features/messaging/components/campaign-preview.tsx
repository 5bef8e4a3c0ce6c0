import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import NotificationsIcon from '@mui/icons-material/Notifications';
import TelegramIcon from '@mui/icons-material/Telegram';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type PreviewProps = {
  text: string;
  /** The chosen image (an object URL), or null. */
  imageUrl: string | null;
  storeName: string;
};

/** What a recipient reads: the text as typed (line breaks kept), or a hint while it is empty. */
function Body({ text }: { text: string }) {
  const { t } = useTranslation();
  const empty = text.trim() === '';
  return (
    <Typography
      variant="body2"
      dir="auto"
      sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: empty ? 'text.disabled' : 'inherit' }}
    >
      {empty ? t('campaigns.preview.empty') : text}
    </Typography>
  );
}

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={title}>
      <Stack
        component="figcaption"
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', mb: 1, color: 'text.secondary' }}
      >
        {icon}
        <Typography variant="subtitle2">{title}</Typography>
      </Stack>
      {children}
    </Box>
  );
}

/** As it will look in Telegram: a chat bubble, the photo on top and the text as its caption. */
export function TelegramPreview({ text, imageUrl, storeName }: PreviewProps) {
  const { t } = useTranslation();
  return (
    <Frame icon={<TelegramIcon fontSize="small" aria-hidden />} title={t('campaigns.preview.telegram')}>
      <Box sx={{ bgcolor: '#8fb3c9', p: 1.5, borderRadius: 2 }}>
        <Paper
          elevation={0}
          data-testid="telegram-bubble"
          sx={{
            maxWidth: 320,
            overflow: 'hidden',
            borderRadius: 2,
            borderEndStartRadius: 4,
            bgcolor: '#fff',
            color: '#000',
          }}
        >
          {imageUrl ? (
            <Box
              component="img"
              src={imageUrl}
              alt={t('campaigns.preview.photo')}
              sx={{ display: 'block', width: '100%', maxHeight: 240, objectFit: 'cover' }}
            />
          ) : null}
          <Box sx={{ px: 1.25, py: 0.75 }}>
            <Typography variant="caption" sx={{ fontWeight: 700, color: '#3a8bc6' }} dir="auto">
              {storeName}
            </Typography>
            <Body text={text} />
          </Box>
        </Paper>
      </Box>
    </Frame>
  );
}

/** As it will look on the web: a browser notification and the e-mail a web customer gets. */
export function WebPreview({ text, imageUrl, storeName }: PreviewProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Frame icon={<NotificationsIcon fontSize="small" aria-hidden />} title={t('campaigns.preview.push')}>
        <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, maxWidth: 360 }}>
          {imageUrl ? (
            <Box
              component="img"
              src={imageUrl}
              alt=""
              sx={{ width: 48, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
            />
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle2" dir="auto">
              {storeName}
            </Typography>
            <Box
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 3,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              <Body text={text} />
            </Box>
          </Box>
        </Paper>
      </Frame>
      <Frame icon={<MailOutlineIcon fontSize="small" aria-hidden />} title={t('campaigns.preview.email')}>
        <Paper variant="outlined" sx={{ overflow: 'hidden', maxWidth: 360 }}>
          <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, py: 1 }}>
            <Typography variant="subtitle2" dir="auto">
              {t('campaigns.preview.emailSubject', { store: storeName })}
            </Typography>
          </Box>
          {imageUrl ? (
            <Box
              component="img"
              src={imageUrl}
              alt=""
              sx={{ display: 'block', width: '100%', maxHeight: 200, objectFit: 'cover' }}
            />
          ) : null}
          <Box sx={{ p: 2 }}>
            <Body text={text} />
          </Box>
        </Paper>
      </Frame>
    </Stack>
  );
}

/** Both previews, the channels the audience reaches only. */
export function CampaignPreview({
  channel,
  ...props
}: PreviewProps & { channel: 'all' | 'telegram' | 'web' }) {
  return (
    <Stack spacing={3}>
      {channel !== 'web' ? <TelegramPreview {...props} /> : null}
      {channel !== 'telegram' ? <WebPreview {...props} /> : null}
    </Stack>
  );
}
