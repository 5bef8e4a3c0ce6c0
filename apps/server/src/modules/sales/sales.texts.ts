import type { BillAction } from '@vitrina/contract';

const STATUS_LABELS: Record<number, string> = {
  1: 'verificada',
  2: 'sin verificar',
  3: 'enviada',
  4: 'entregada',
  5: 'recibida',
  6: 'cancelada',
  7: 'rechazada',
};
export const statusLabel = (status: number) => STATUS_LABELS[status] ?? String(status);

const ACTION_LABELS: Record<BillAction, string> = {
  verify: 'verificar el pago',
  reject: 'denegar el pago',
  shipping: 'confirmar el envío',
  delivery: 'confirmar la entrega',
  receive: 'confirmar la recepción',
  cancel: 'cancelar la venta',
};

/** Spanish texts of the sales workflow (success texts as SPEC.md §8). */
export const saleTexts = {
  success: {
    verify: 'Pago confirmado exitosamente',
    reject: 'Pago denegado exitosamente',
    shipping: 'Envio confirmado exitosamente',
    delivery: 'Entrega confirmada exitosamente',
    receive: 'Recepción confirmada exitosamente',
    cancel: 'Venta cancelada exitosamente',
  } satisfies Record<BillAction, string>,
  notAllowed: (id: number, status: string, action: BillAction) =>
    `La venta #${id} ya está ${status}: no se puede ${ACTION_LABELS[action]}.`,
  outOfStock: (productId: number) => `No hay existencia suficiente del producto ${productId}.`,
  /** A shopper's order found the product sold out (another order took the last units). */
  soldOut: (name: string, left: number) =>
    left > 0
      ? `${name} se agotó: solo quedan ${left} unidades.`
      : `${name} se agotó: ya no queda existencia.`,
  rateRequired: 'Indique la tasa del dólar para un pago en bolívares',
  unknownExtra: (extraId: number) => `El extra ${extraId} no existe o no está disponible`,
  shopperNotice(action: BillAction, id: number, note?: string): string {
    switch (action) {
      case 'verify':
        return `¡Tu pago del pedido #${id} fue verificado! Estamos preparando tu pedido.`;
      case 'reject':
        return `No pudimos verificar el pago del pedido #${id}. Escríbenos para resolverlo.`;
      case 'shipping':
        return `Tu pedido #${id} va en camino.`;
      case 'delivery':
        return `Tu pedido #${id} fue entregado. ¡Gracias por tu compra!`;
      case 'receive':
        return `Confirmaste la recepción del pedido #${id}. ¡Gracias!`;
      case 'cancel':
        return `Tu pedido #${id} fue cancelado. Motivo: ${note ?? ''}`.trim();
    }
  },
};

/** Spanish texts of a delivery company's steps on a shipment (issue 11, SPEC.md §8). */
export const shipmentTexts = {
  companyCarries: (id: number) =>
    `La venta #${id} la lleva una empresa de delivery: ella confirma el envío y la entrega.`,
  notAccepted: (id: number) => `El envío #${id} aún no ha sido verificado por la empresa de delivery.`,
  notToVerify: (id: number, status: string) =>
    `El envío #${id} no está por verificar (la venta está ${status}): no se puede verificar.`,
  alreadyAccepted: (id: number) => `El envío #${id} ya fue verificado.`,
  verified: 'Envío verificado exitosamente',
  acceptedNote: (courier: string) => `Envío verificado por la empresa de delivery. Repartidor: ${courier}`,
  settled: 'Pago actualizado exitosamente',
  alreadySettled: (id: number) => `El cobro del envío #${id} ya fue marcado como pagado.`,
  notDelivered: (id: number) => `El envío #${id} aún no ha sido entregado: no se puede marcar como pagado.`,
};
