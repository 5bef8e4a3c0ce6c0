import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MatchCandidate, StatementAccount, StatementLine } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '#web/components/dialogs/confirm-dialog.tsx';
import { NumberLink } from '#web/components/phone-card.tsx';
import { ProofImage } from '#web/components/proof-image.tsx';
import { useConfirmLine } from '#web/features/statements/api/statement.queries.ts';
import { toastFailure } from '#web/lib/server-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { type PaymentKind, paymentLink } from './payment-kind.ts';
import { useServerText } from './server-text.ts';

type Props = { account: StatementAccount; kind: PaymentKind; line: StatementLine };

/**
 * What a line matched: the payment it settled once confirmed (a sale verified, a licence payment
 * approved, a payment recorded on a ticket sale); else the waiting payments it may be, each with the
 * facts to tell (payer: shopper, store or ticket buyer, reference, amount, day, why it matched, the
 * proof) and a button that confirms it.
 */
export function LineMatches({ account, kind, line }: Props) {
  const { t } = useTranslation();
  if (line.state === 'confirmed' && line.payment_id !== null) {
    const payment = line.candidates.find((c) => c.payment_id === line.payment_id);
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden />
        <Typography variant="body2">{t('statements.lines.verified', { context: kind })}</Typography>
        <NumberLink
          id={line.payment_id}
          to={paymentLink(kind, line.payment_id)}
          label={t('statements.candidates.open', { id: line.payment_id, context: kind })}
        />
        {payment ? <Typography variant="body2">{payment.payer_name}</Typography> : null}
      </Stack>
    );
  }
  if (line.candidates.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('statements.lines.noCandidates', { context: kind })}
      </Typography>
    );
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', m: 0, p: 0 }}
      aria-label={t('statements.candidates.label', { reference: line.reference, context: kind })}
    >
      {line.candidates.map((c) => (
        <Candidate key={c.payment_id} account={account} kind={kind} line={line} candidate={c} />
      ))}
    </Stack>
  );
}

/** The server's reply to a confirmation, by the payment it settled (its merchant catalogue's key). */
const CONFIRMED_ONE: Record<PaymentKind, string> = {
  sale: 'statementConfirmedOne',
  licence: 'statementLicenceConfirmedOne',
  ticket: 'statementTicketConfirmedOne',
};

function Candidate(props: Props & { candidate: MatchCandidate }) {
  const { account, kind, line, candidate: c } = props;
  const { t } = useTranslation();
  const format = useFormat();
  const confirm = useConfirm();
  const confirmLine = useConfirmLine(account.id);
  const said = useServerText();
  const amount = format.money(c.amount_cents / 100, account.account_type);

  const onConfirm = async () => {
    const ok = await confirm({
      title: t('statements.confirm.title'),
      message: t('statements.confirm.message', {
        reference: line.reference,
        amount: format.money(line.amount_cents / 100, account.account_type),
        id: c.payment_id,
        context: kind,
      }),
      confirmText: t('statements.confirm.yes'),
      cancelText: t('statements.confirm.back'),
    });
    if (!ok) return;
    confirmLine.mutate(
      { lineId: line.id, paymentId: c.payment_id },
      {
        onSuccess: (reply) =>
          toast.success(said(reply.message, CONFIRMED_ONE[kind], { id: String(c.payment_id) })),
        // A 409 says in its own words what happened meanwhile; the lines are read again.
        onError: (error) => toastFailure(t, error, { fallbackKey: 'statements.toasts.confirmFailed' }),
      },
    );
  };

  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <NumberLink
          id={c.payment_id}
          to={paymentLink(kind, c.payment_id)}
          label={t('statements.candidates.open', { id: c.payment_id, context: kind })}
        />
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {c.payer_name}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`statements.candidates.reasons.${c.reason}`)} />
      </Stack>
      {/* Each value isolated: a reference, an amount and a day mixed into right-to-left text keep their order. */}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mt: 0.5 }}>
        <bdi>{t('statements.candidates.reference', { reference: c.reference ?? '—' })}</bdi> ·{' '}
        <bdi>{amount}</bdi> · <bdi>{format.date(c.day, 'short')}</bdi>
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
        {c.proof_image ? (
          <ProofImage
            src={c.proof_image}
            saleId={c.payment_id}
            alt={t('statements.candidates.proofAlt', { id: c.payment_id, context: kind })}
            opener={{
              text: t('statements.candidates.proof'),
              label: t('statements.candidates.proofOf', { id: c.payment_id, context: kind }),
            }}
          />
        ) : null}
        {c.waiting ? (
          <Button
            size="small"
            variant="contained"
            color="success"
            onClick={() => void onConfirm()}
            loading={confirmLine.isPending}
            aria-label={t('statements.candidates.confirmOf', { id: c.payment_id, context: kind })}
          >
            {t('statements.candidates.confirm')}
          </Button>
        ) : (
          <Typography variant="caption" color="text.secondary">
            {t('statements.candidates.notWaiting', { context: kind })}
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
