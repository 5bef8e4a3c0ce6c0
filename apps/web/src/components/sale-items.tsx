import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Bill } from '@vitrina/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#web/lib/use-format.ts';

/** The items at the prices of the sale, with their extras, and the totals in USD (a sale's or a shipment's). */
export function SaleItems({ bill }: { bill: Pick<Bill, 'items' | 'subtotal' | 'shipping' | 'total'> }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const totalRow = (label: string, amount: number, strong = false) => (
    <TableRow>
      <TableCell
        colSpan={3}
        align="right"
        sx={{ fontWeight: strong ? 700 : 500, color: 'text.primary', fontSize: '0.875rem' }}
      >
        {label}
      </TableCell>
      <TableCell
        align="right"
        sx={{ fontWeight: strong ? 700 : 500, color: 'text.primary', fontSize: '0.875rem' }}
      >
        {money(amount)}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer>
      <Table size="small" aria-label={t('sales.items.label')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>{t('sales.items.product')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('sales.items.quantity')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('sales.items.unitPrice')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('sales.items.lineTotal')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bill.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>
                {item.name}
                {item.extras.length > 0 ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    component="span"
                    sx={{ display: 'block' }}
                  >
                    {t('sales.items.extras', {
                      extras: item.extras.map((e) => `${e.name} (+${money(e.price)})`).join(', '),
                    })}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{money(item.unit_price)}</TableCell>
              <TableCell align="right">{money(item.line_total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {totalRow(t('sales.items.subtotal'), bill.subtotal)}
          {totalRow(t('sales.items.shipping'), bill.shipping)}
          {totalRow(t('sales.items.total'), bill.total, true)}
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
