import { fillText, PURCHASE_STATUS } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import { deliveryTexts } from '#server/modules/delivery/delivery.texts.ts';
import { saleTexts, shipmentTexts, statusLabel } from '#server/modules/sales/sales.texts.ts';
import { shipmentRefusals } from '#server/modules/shipments/shipments.texts.ts';
import { typeHasSales } from '#server/modules/tickets/events/event-types.ts';
import { eventTexts } from '#server/modules/tickets/events/events.texts.ts';
import { reviewTexts } from '#server/modules/tickets/tickets.texts.ts';
import { errorTexts } from './errors.ts';
import { textKeyOf, withMessageKeys } from './message-keys.ts';
import { validationText } from './validation.ts';

describe('message keys of error replies', () => {
  it('names a text’s key and its placeholders’ values, but not the Spanish field label', () => {
    expect(textKeyOf(errorTexts.catalogueInUse)).toEqual({ key: 'serverMessages.catalogueInUse' });
    expect(textKeyOf(errorTexts.botUserMismatch.replace('{{username}}', 'otro_bot'))).toEqual({
      key: 'serverMessages.botUserMismatch',
      params: { username: 'otro_bot' },
    });
    expect(textKeyOf(saleTexts.outOfStock(17))).toEqual({
      key: 'serverMessages.saleOutOfStock',
      params: { productId: '17' },
    });
    expect(textKeyOf(saleTexts.unknownExtra(3))?.key).toBe('serverMessages.saleUnknownExtra');
    expect(textKeyOf(saleTexts.rateRequired)?.key).toBe('serverMessages.saleRateRequired');
    expect(textKeyOf(validationText('validation.minLength', 'password', { minimum: 8 }), 'field')).toEqual({
      key: 'validation.minLength',
      params: { min: '8' },
    });
    expect(textKeyOf(validationText('validation.required', 'store.name'), 'field')).toEqual({
      key: 'validation.required',
    });
    expect(textKeyOf('Un texto que ningún catálogo tiene')).toBeUndefined();
  });

  it('finds the delivery company’s refusals, so the panel says them in every language', () => {
    const fixed: [string, string][] = [
      [deliveryTexts.routeDuplicate, 'deliveryRouteDuplicate'],
      [deliveryTexts.companyUnavailable, 'deliveryCompanyUnavailable'],
      [deliveryTexts.notDeliveryUser, 'deliveryNotDeliveryUser'],
      [deliveryTexts.adminTaken, 'deliveryAdminTaken'],
      [deliveryTexts.idMismatch, 'deliveryIdMismatch'],
      [deliveryTexts.secondaryIsPrimary, 'deliverySecondaryIsPrimary'],
      [shipmentRefusals.courierUnavailable, 'shipmentCourierUnavailable'],
      [shipmentRefusals.photoRequired, 'shipmentPhotoRequired'],
    ];
    for (const [text, key] of fixed) expect(textKeyOf(text), key).toEqual({ key: `serverMessages.${key}` });
    const numbered: [(id: number) => string, string][] = [
      [shipmentRefusals.storeUnlinked, 'shipmentStoreUnlinked'],
      [shipmentTexts.companyCarries, 'shipmentCompanyCarries'],
      [shipmentTexts.notAccepted, 'shipmentNotAccepted'],
      [shipmentTexts.alreadyAccepted, 'shipmentAlreadyAccepted'],
      [shipmentTexts.alreadySettled, 'shipmentAlreadySettled'],
      [shipmentTexts.notDelivered, 'shipmentNotDelivered'],
    ];
    for (const [text, key] of numbered)
      expect(textKeyOf(text(42)), key).toEqual({ key: `serverMessages.${key}`, params: { id: '42' } });
  });

  it("keys the workflow's refusals to the panel, and the status and action words inside them", () => {
    expect(textKeyOf(saleTexts.notAllowed(42, statusLabel(PURCHASE_STATUS.VERIFIED), 'verify'))).toEqual({
      key: 'merchantTexts.saleNotAllowed',
      params: { id: '42', status: 'verificada', action: 'verificar el pago' },
      paramKeys: { status: 'merchantTexts.saleStatusVerified', action: 'merchantTexts.saleActionVerify' },
    });
    expect(textKeyOf(shipmentTexts.notToVerify(7, statusLabel(PURCHASE_STATUS.CANCELLED)))).toMatchObject({
      key: 'merchantTexts.shipmentNotToVerify',
      paramKeys: { status: 'merchantTexts.saleStatusCancelled' },
    });
    const events: [string, string][] = [
      [eventTexts.eventHasSales, 'eventHasSales'],
      [eventTexts.typeNotOfEvent, 'eventTypeNotOfEvent'],
      [eventTexts.typeRepeated, 'eventTypeRepeated'],
      [fillText(eventTexts.quotaBelowSold, { sold: 12 }), 'eventQuotaBelowSold'],
      [reviewTexts.alreadyReviewed, 'reviewAlreadyReviewed'],
      [reviewTexts.notBackToPending, 'reviewNotBackToPending'],
      [reviewTexts.alreadyCheckedIn, 'reviewAlreadyCheckedIn'],
    ];
    for (const [text, key] of events) expect(textKeyOf(text)?.key, key).toBe(`merchantTexts.${key}`);
    expect(withMessageKeys({ message: typeHasSales('VIP').message })).toMatchObject({
      messageKey: 'merchantTexts.eventTypeHasSales',
      messageParams: { name: 'VIP' },
    });
    // A shop's refusals to its shoppers are keyed as shopper texts.
    expect(textKeyOf(saleTexts.soldOut('Malta', 2))).toMatchObject({
      key: 'shopperTexts.orderSoldOutMany',
      params: { name: 'Malta', left: '2' },
    });
    // A merchant text that is mostly a placeholder never claims a text it did not write.
    expect(textKeyOf('Hola Ana,')).toBeUndefined();
  });

  it('adds the keys next to the Spanish texts, which stay as they were', () => {
    const body = {
      message: errorTexts.invalidData,
      errors: {
        token: [errorTexts.botTokenRejected],
        name: [validationText('validation.required', 'name'), 'Texto libre'],
      },
    };
    expect(withMessageKeys(body)).toEqual({
      ...body,
      messageKey: 'serverMessages.invalidData',
      errorKeys: {
        token: [{ key: 'serverMessages.botTokenRejected' }],
        name: [{ key: 'validation.required' }, null],
      },
    });
    expect(withMessageKeys({ message: 'Otro texto' })).toEqual({ message: 'Otro texto' });
  });
});
