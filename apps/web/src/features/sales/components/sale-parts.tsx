import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Bill, isClosedSale, PAYMENT_STATUS, type SalePart } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '#web/components/facts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { ProofImage } from '#web/components/proof-image.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { useRemovePart } from '#web/features/sales/api/sale-parts.queries.ts';
import { useFormat } from '#web/lib/use-format.ts';
import { RecordPartDialog } from './record-part-dialog.tsx';

/** A cancelled or rejected sale takes no payment: its parts are not shown. */
export const showsParts = (bill: Bill) => !isClosedSale(bill.status);

/**
 * "Pagos recibidos" (issue 32 §2): the parts the staff recorded, what they cover and what is
 * still due; while the sale is not paid, a part is recorded or taken back here.
 */
export function SalePartsPanel({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [recording, setRecording] = useState(false);
  const unpaid = bill.payment_status !== PAYMENT_STATUS.PAID;
  const { parts, paid, due } = bill.payments;
  return (
    <Panel
      title={t('sales.parts.title')}
      id="sale-parts"
      headingLevel="h3"
      action={
        unpaid ? (
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setRecording(true)}
            sx={{ displayPrint: 'none' }}
          >
            {t('sales.parts.record')}
          </Button>
        ) : null
      }
    >
      <Stack spacing={1.5}>
        {/* A sale paid another way (its payment verified) has no parts to count. */}
        {unpaid || parts.length > 0 ? (
          <Typography variant="body2">
            {unpaid
              ? t('sales.parts.summary', {
                  paid: format.money(paid),
                  total: format.money(bill.total),
                  due: format.money(due),
                })
              : t('sales.parts.summaryPaid', { paid: format.money(paid), total: format.money(bill.total) })}
          </Typography>
        ) : null}
        {parts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('sales.parts.empty')}
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1}
            aria-label={t('sales.parts.listLabel')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {parts.map((part) => (
              <PartItem key={part.id} bill={bill} part={part} removable={unpaid} />
            ))}
          </Stack>
        )}
      </Stack>
      {/* Mounted only while open (and the sale still takes parts), so each part starts from what is due. */}
      {recording && unpaid ? <RecordPartDialog bill={bill} onClose={() => setRecording(false)} /> : null}
    </Panel>
  );
}

/** One part: its method and amount (and the dollars bolívares are worth), its account, reference and proof, who recorded it. */
function PartItem({ bill, part, removable }: { bill: Bill; part: SalePart; removable: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const remove = useRemovePart();
  const amount = format.money(part.amount, part.currency);
  const when = format.dateTime(part.created_at);
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
      }}
    >
      <Stack spacing={0.75} sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}>
          <Typography variant="subtitle2" component="p">
            {t(`sales.parts.methods.${part.method}`)}
          </Typography>
          <Typography variant="body1" component="p" sx={{ fontWeight: 600 }}>
            {amount}
          </Typography>
          {part.currency === 'VES' ? (
            <Typography variant="body2" component="p" color="text.secondary">
              {t('sales.parts.usdWorth', { usd: format.money(part.usd_amount) })}
            </Typography>
          ) : null}
        </Stack>
        {part.method === 'transfer' ? (
          <Facts
            rows={[
              [t('sales.parts.account'), part.bank_name],
              [t('sales.parts.reference'), part.reference],
            ]}
          />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {part.recorded_by
            ? t('sales.parts.recordedBy', { who: part.recorded_by, date: when })
            : t('sales.parts.recordedAt', { date: when })}
        </Typography>
        {part.proof_image ? (
          <Box>
            <ProofImage
              src={part.proof_image}
              saleId={bill.id}
              alt={t('sales.parts.proofAlt', { id: part.id, sale: bill.id })}
              title={t('sales.parts.proofTitle', { id: part.id })}
              opener={{ text: t('sales.parts.proof'), label: t('sales.parts.proofLabel', { id: part.id }) }}
            />
          </Box>
        ) : null}
      </Stack>
      {removable ? (
        <RowActions
          deleteLabel={t('sales.parts.remove', { id: part.id })}
          onDelete={{
            run: () => remove.mutateAsync({ id: bill.id, partId: part.id }),
            toasts: 'saleParts',
            message: t('sales.parts.removeQuestion', { amount }),
          }}
        />
      ) : null}
    </Box>
  );
}
