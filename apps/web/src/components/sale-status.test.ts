import { PAYMENT_STATUS, PURCHASE_STATUS } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { i18next, loadLanguage } from '#web/lib/i18n.ts';
import {
  paymentStatusColor,
  paymentStatusKey,
  SALE_STATUS_ORDER,
  saleStatusColor,
  saleStatusKey,
} from './sale-status.ts';

describe('sale status labels', () => {
  it('names every purchase status with the SPEC.md §4 labels', async () => {
    const labels = Object.values(PURCHASE_STATUS).map((s) => i18next.t(saleStatusKey(s)));
    expect(labels).toEqual([
      'Verificada',
      'Sin verificar',
      'Enviada',
      'Entregada',
      'Recibida',
      'Cancelada',
      'Rechazada',
    ]);
    await loadLanguage('en');
    expect(i18next.t(saleStatusKey(PURCHASE_STATUS.NOT_VERIFIED), { lng: 'en' })).toBe('Not verified');
  });

  it('names the payment statuses', () => {
    expect(i18next.t(paymentStatusKey(PAYMENT_STATUS.PAID))).toBe('Pagada');
    expect(i18next.t(paymentStatusKey(PAYMENT_STATUS.NOT_PAID))).toBe('No pagada');
    expect(paymentStatusColor(PAYMENT_STATUS.PAID)).toBe('success');
  });

  it('paints the statuses that need someone apart from the settled ones', () => {
    expect(saleStatusColor(PURCHASE_STATUS.NOT_VERIFIED)).toBe('warning');
    expect(saleStatusColor(PURCHASE_STATUS.REJECTED)).toBe('error');
    expect(saleStatusColor(PURCHASE_STATUS.DELIVERED)).toBe('success');
  });

  it('has a fallback for a status it does not know', () => {
    expect(saleStatusKey(99)).toBe('sales.statuses.unknown');
    expect(saleStatusColor(99)).toBe('default');
  });

  it('offers every status in the filters, pending first', () => {
    expect([...SALE_STATUS_ORDER].sort()).toEqual(Object.values(PURCHASE_STATUS).sort());
    expect(SALE_STATUS_ORDER[0]).toBe(PURCHASE_STATUS.NOT_VERIFIED);
  });
});
