import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { Customer } from '@vitrina/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customerName } from './send-forms.ts';
import { SendImageDialog } from './send-image-dialog.tsx';
import { SendMessageDialog } from './send-message-dialog.tsx';

type Props = { customer: Customer; storeId: number };

function Action({
  label,
  tip,
  disabled,
  onClick,
  children,
}: {
  label: string;
  tip: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={tip} describeChild>
      {/* A disabled button hears no pointer: the span keeps the reason's tooltip reachable. */}
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * A customer row's "Enviar mensaje" and "Enviar imagen". A customer who can no longer be reached
 * (blocked the bot, or a web address gone for good) keeps the buttons, disabled, with the reason.
 */
export function SendCustomerActions({ customer, storeId }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'message' | 'image' | null>(null);
  const name = customerName(customer);
  const blocked = !customer.reachable;
  const reason = t('messaging.send.unreachable');
  return (
    <>
      <Action
        label={t('messaging.send.messageOne', { name })}
        tip={blocked ? reason : t('messaging.send.message')}
        disabled={blocked}
        onClick={() => setOpen('message')}
      >
        <ChatOutlinedIcon />
      </Action>
      <Action
        label={t('messaging.send.imageOne', { name })}
        tip={blocked ? reason : t('messaging.send.imageAction')}
        disabled={blocked}
        onClick={() => setOpen('image')}
      >
        <ImageOutlinedIcon />
      </Action>
      {open === 'message' ? (
        <SendMessageDialog customer={customer} storeId={storeId} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'image' ? (
        <SendImageDialog customer={customer} storeId={storeId} onClose={() => setOpen(null)} />
      ) : null}
    </>
  );
}
