import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SalePart } from '@vitrina/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Facts } from '#web/components/facts.tsx';
import { Panel } from '#web/components/panel.tsx';
import { ProofImage } from '#web/components/proof-image.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { useFormat } from '#web/lib/use-format.ts';
import type { PartsActions, PartsSale } from './part-form.ts';
import { RecordPartDialog } from './record-part-dialog.tsx';

/**
 * "Pagos recibidos" (issue 32 §2): the parts the staff recorded, what they cover and what is
 * still due; while the sale is not paid, a part is recorded or taken back here.
 */
export function PaymentPartsPanel({ sale, actions }: { sale: PartsSale; actions: PartsActions }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [recording, setRecording] = useState(false);
  const { unpaid } = actions;
  const { parts, paid, due } = sale.payments;
  return (
    <Panel
      title={t('parts.title')}
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
            {t('parts.record')}
          </Button>
        ) : null
      }
    >
      <Stack spacing={1.5}>
        {/* A sale paid another way (its payment verified) has no parts to count. */}
        {unpaid || parts.length > 0 ? (
          <Typography variant="body2">
            {unpaid
              ? t('parts.summary', {
                  paid: format.money(paid),
                  total: format.money(sale.total),
                  due: format.money(due),
                })
              : t('parts.summaryPaid', { paid: format.money(paid), total: format.money(sale.total) })}
          </Typography>
        ) : null}
        {parts.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('parts.empty')}
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1}
            aria-label={t('parts.listLabel')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {parts.map((part) => (
              <PartItem
                key={part.id}
                saleId={sale.id}
                part={part}
                remove={unpaid ? () => actions.remove(part.id) : null}
              />
            ))}
          </Stack>
        )}
      </Stack>
      {/* Mounted only while open (and the sale still takes parts), so each part starts from what is due. */}
      {recording && unpaid ? (
        <RecordPartDialog sale={sale} actions={actions} onClose={() => setRecording(false)} />
      ) : null}
    </Panel>
  );
}

/** One part: its method and amount (and the dollars bolívares are worth), its account, reference and proof, who recorded it. */
function PartItem({
  saleId,
  part,
  remove,
}: {
  saleId: number;
  part: SalePart;
  remove: (() => Promise<unknown>) | null;
}) {
  const { t } = useTranslation();
  const format = useFormat();
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
            {t(`parts.methods.${part.method}`)}
          </Typography>
          <Typography variant="body1" component="p" sx={{ fontWeight: 600 }}>
            {amount}
          </Typography>
          {part.currency === 'VES' ? (
            <Typography variant="body2" component="p" color="text.secondary">
              {t('parts.usdWorth', { usd: format.money(part.usd_amount) })}
            </Typography>
          ) : null}
        </Stack>
        {part.method === 'transfer' ? (
          <Facts
            rows={[
              [t('parts.account'), part.bank_name],
              [t('parts.reference'), part.reference],
            ]}
          />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {part.recorded_by
            ? t('parts.recordedBy', { who: part.recorded_by, date: when })
            : t('parts.recordedAt', { date: when })}
        </Typography>
        {part.proof_image ? (
          <Box>
            <ProofImage
              src={part.proof_image}
              saleId={saleId}
              alt={t('parts.proofAlt', { id: part.id, sale: saleId })}
              title={t('parts.proofTitle', { id: part.id })}
              opener={{ text: t('parts.proof'), label: t('parts.proofLabel', { id: part.id }) }}
            />
          </Box>
        ) : null}
      </Stack>
      {remove ? (
        <RowActions
          deleteLabel={t('parts.remove', { id: part.id })}
          onDelete={{
            run: remove,
            toasts: 'saleParts',
            message: t('parts.removeQuestion', { amount }),
          }}
        />
      ) : null}
    </Box>
  );
}
