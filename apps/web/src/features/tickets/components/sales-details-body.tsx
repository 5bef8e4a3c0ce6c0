import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { buyerFullName, type TicketBillDetail } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/app/paths.ts';
import { type DuplicateGroup, DuplicatePaymentWarning } from '#web/components/duplicate-payment-warning.tsx';
import { Facts } from '#web/components/facts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { ProofImage } from '#web/components/proof-image.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import { SalesParts, showsTicketParts } from './sales-parts.tsx';
import { SalesReviewActions } from './sales-review-actions.tsx';
import { SalesStatusChip } from './sales-status.tsx';
import { SalesTickets } from './sales-tickets.tsx';

/** The sections of one ticket sale (inside its dialog). */
export function SalesDetailsBody({ bill }: { bill: TicketBillDetail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const buyer = bill.ticket_user;
  const group = (
    ids: readonly number[],
    key: 'sameReference' | 'sameProof',
    reference: string,
  ): DuplicateGroup => ({
    text: t(`ticketSales.warnings.${key}`, { reference }),
    links: ids.map((id) => ({
      id,
      to: `${paths.ticketSales.path}?sale=${id}`,
      label: t('ticketSales.list.open', { id }),
      text: `#${id}`,
    })),
  });
  const split = bill.ves_part !== null;
  // A price split between currencies was paid in two transfers: each part is checked on its own.
  const parts = [
    {
      key: 'usd',
      amount: format.money(bill.usd_amount),
      account: bill.account,
      reference: bill.reference,
      proof: bill.proof_image,
      warnings: bill.warnings,
    },
    ...(bill.ves_part
      ? [
          {
            key: 'ves',
            amount: format.money(bill.ves_amount, 'VES'),
            account: bill.ves_part.account,
            reference: bill.ves_part.reference,
            proof: bill.ves_part.proof_image,
            warnings: bill.ves_part.warnings,
          },
        ]
      : []),
  ] as const;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <SalesStatusChip status={bill.status} />
        <Typography color="text.secondary">
          {bill.event_name} · {format.dateTime(bill.created_at, 'short')}
        </Typography>
      </Stack>
      {parts.map((part) => (
        <DuplicatePaymentWarning
          key={part.key}
          title={split ? t(`ticketSales.warnings.${part.key}Title`) : t('ticketSales.warnings.title')}
          sameReference={group(part.warnings.same_reference, 'sameReference', part.reference)}
          sameProof={group(part.warnings.same_proof, 'sameProof', part.reference)}
        />
      ))}
      <SalesReviewActions bill={bill} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={t('ticketSales.details.buyer')} id="ticket-sale-buyer" headingLevel="h3">
            <Facts
              rows={[
                [t('ticketSales.details.name'), buyerFullName(buyer)],
                [t('ticketSales.details.email'), buyer.email],
                [
                  t('ticketSales.details.document'),
                  buyer.document ? `${buyer.document_type ?? ''}-${buyer.document}`.replace(/^-/, '') : null,
                ],
                [t('ticketSales.details.phone'), buyer.phone],
              ]}
            />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Panel title={t('ticketSales.details.payment')} id="ticket-sale-payment" headingLevel="h3">
            <Facts
              rows={[
                [t('ticketSales.details.total'), format.money(bill.total)],
                [t('ticketSales.details.usdPart'), format.money(bill.usd_amount)],
                [t('ticketSales.details.vesPart'), format.money(bill.ves_amount, 'VES')],
                [t('ticketSales.details.rate'), format.money(bill.dollar_rate, 'VES')],
                [t('ticketSales.details.channel'), t(`ticketSales.channels.${bill.channel}`)],
                [
                  t('ticketSales.details.reviewedAt'),
                  bill.reviewed_at ? format.dateTime(bill.reviewed_at, 'short') : null,
                ],
              ]}
            />
            {parts.map((part) => (
              <Stack key={part.key} spacing={1} sx={{ mt: 2 }}>
                {split ? (
                  <Typography variant="subtitle2" component="h4">
                    {t(`ticketSales.details.${part.key}Transfer`, { amount: part.amount })}
                  </Typography>
                ) : null}
                <Facts
                  rows={[
                    [t('ticketSales.details.reference'), part.reference],
                    [
                      t('ticketSales.details.account'),
                      part.account ? `${part.account.bank_name} (${part.account.account_type})` : null,
                    ],
                  ]}
                />
                {part.proof ? (
                  <ProofImage
                    src={part.proof}
                    saleId={bill.id}
                    alt={
                      split
                        ? t(`ticketSales.details.${part.key}ProofAlt`, { id: bill.id })
                        : t('ticketSales.details.proofAlt', { id: bill.id })
                    }
                    title={split ? t(`ticketSales.details.${part.key}Proof`) : t('ticketSales.details.proof')}
                  />
                ) : null}
              </Stack>
            ))}
          </Panel>
        </Grid>
      </Grid>
      {showsTicketParts(bill) ? <SalesParts bill={bill} /> : null}
      <Panel title={t('ticketSales.details.lines')} id="ticket-sale-lines" headingLevel="h3">
        <Facts
          rows={bill.lines.map((line) => [
            `${format.number(line.quantity)} × ${line.name}`,
            `${format.money(line.price)} · ${format.money(line.price * line.quantity)}`,
          ])}
        />
      </Panel>
      <SalesTickets tickets={bill.tickets} />
    </Stack>
  );
}
