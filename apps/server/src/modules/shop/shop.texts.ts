import { PURCHASE_STATUS } from '@vitrina/contract';

const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];

/** Spanish texts of the shopper's side: the checkout's refusals, its confirmation, the order's news. */
export const shopTexts = {
  following: 'Te avisaremos de cada cambio de tu pedido',
  received: 'Recibimos tu pedido. Te avisaremos cuando verifiquemos el pago.',
  closed: (next: { weekday: number; opens_at: string } | null) =>
    next
      ? `La tienda está cerrada en este momento. Abre el ${WEEKDAYS[next.weekday]} a las ${next.opens_at}.`
      : 'La tienda está cerrada en este momento.',
  unknownProduct: (id: number) => `El producto ${id} no existe o no está disponible en esta tienda`,
  duplicateLine: (id: number) => `El producto ${id} está repetido en el pedido con los mismos extras`,
  unknownExtra: (id: number, product: string) => `El extra ${id} no se ofrece con ${product}`,
  unknownBank: 'La cuenta no pertenece a esta tienda',
  deliveryUnavailable: 'Esta forma de entrega no está disponible para tu dirección',
  companyNotLinked: 'La empresa de delivery no trabaja con esta tienda',
  proofRequired: 'Adjunta el comprobante de la transferencia',
  miniAppRefused: 'No pudimos confirmar tu sesión de Telegram. Abre la tienda de nuevo desde el bot.',
  notDelivered: (id: number) =>
    `El pedido #${id} aún no ha sido entregado: no se puede confirmar la recepción.`,
  receivedOk: 'Recepción confirmada. ¡Gracias por tu compra!',
  pushTitle: (store: string) => store,
  /** The order's status in the shopper's words (a push, the bot). */
  status: (status: number, id: number): string => {
    switch (status) {
      case PURCHASE_STATUS.VERIFIED:
        return `Tu pago del pedido #${id} fue verificado: estamos preparando tu pedido.`;
      case PURCHASE_STATUS.NOT_VERIFIED:
        return `Recibimos tu pedido #${id}: estamos verificando el pago.`;
      case PURCHASE_STATUS.SHIPPED:
        return `Tu pedido #${id} va en camino.`;
      case PURCHASE_STATUS.DELIVERED:
        return `Tu pedido #${id} fue entregado.`;
      case PURCHASE_STATUS.RECEIVED:
        return `Confirmaste la recepción del pedido #${id}. ¡Gracias!`;
      case PURCHASE_STATUS.CANCELLED:
        return `Tu pedido #${id} fue cancelado.`;
      default:
        return `No pudimos verificar el pago del pedido #${id}. Escríbenos para resolverlo.`;
    }
  },
  receivedButton: '✅ Lo recibí',
};
