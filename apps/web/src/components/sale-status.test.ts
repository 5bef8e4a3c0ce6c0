import { PAYMENT_STATUS, PURCHASE_STATUS } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { i18next, loadLanguage } from '#web/lib/i18n.ts';
import {
  paymentStatusKey,
  SALE_STATUS_ORDER,
  salePaymentLook,
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
  });

  it("reads a sale's payment as its shopper does: a new sale's as waiting for the check", () => {
    const read = (status: number, payment_status: number) => {
      const look = salePaymentLook({ status, payment_status });
      return [i18next.t(look.key), look.color];
    };
    expect(read(PURCHASE_STATUS.NOT_VERIFIED, PAYMENT_STATUS.NOT_PAID)).toEqual([
      'Pago por verificar',
      'warning',
    ]);
    expect(read(PURCHASE_STATUS.VERIFIED, PAYMENT_STATUS.PAID)).toEqual(['Pagada', 'success']);
    expect(read(PURCHASE_STATUS.REJECTED, PAYMENT_STATUS.NOT_PAID)).toEqual(['No pagada', 'default']);
  });

  it('reads a cash sale as cash to collect until it is collected, and not after it was called off', () => {
    const read = (status: number, payment_status: number) => {
      const look = salePaymentLook({ status, payment_status, payment_method: 'cash' });
      return [i18next.t(look.key), look.color];
    };
    expect(read(PURCHASE_STATUS.NOT_VERIFIED, PAYMENT_STATUS.NOT_PAID)).toEqual([
      'Efectivo por cobrar',
      'info',
    ]);
    expect(read(PURCHASE_STATUS.SHIPPED, PAYMENT_STATUS.NOT_PAID)).toEqual(['Efectivo por cobrar', 'info']);
    expect(read(PURCHASE_STATUS.DELIVERED, PAYMENT_STATUS.PAID)).toEqual(['Pagada', 'success']);
    expect(read(PURCHASE_STATUS.CANCELLED, PAYMENT_STATUS.NOT_PAID)).toEqual(['No pagada', 'default']);
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
