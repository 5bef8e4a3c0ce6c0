/** Spanish replies of plans, licence payments and memberships, as the API answers them. */
export const licenceTexts = {
  planCreated: 'Plan creado exitosamente',
  planUpdated: 'Plan actualizado exitosamente',
  planHasPayments: 'El plan tiene pagos; desactívelo en lugar de eliminarlo',
  planUnavailable: 'El plan no existe o no está disponible',
  dollarRateUpdated: 'Tasa del dólar actualizada',
  paymentSent: 'Pago enviado',
  paymentApproved: 'Pago aprobado exitosamente',
  paymentPending: 'Pago marcado como pendiente',
  paymentRejected: 'Pago rechazado',
  bankNotPlatform: 'La cuenta elegida no es una cuenta de pago de la plataforma',
  notStoreOwner: 'El usuario debe ser un dueño de tienda activo',
  membershipExtended: 'Membresía extendida',
  sellingExpired: 'La membresía de la tienda terminó: no puede recibir pedidos nuevos hasta renovarla.',
  sellingSuspended: 'La tienda está suspendida por la administración: no puede recibir pedidos nuevos.',
  sellingNoStore: 'La tienda no existe.',
  /** 409 of a decision on a payment already approved (its membership was extended). */
  alreadyApproved: (id: number) => `El pago #${id} ya fue aprobado y la membresía extendida`,
  alreadyPending: (id: number) => `El pago #${id} ya está pendiente`,
  alreadyRejected: (id: number) => `El pago #${id} ya está rechazado`,
} as const;

/** The catalogue keys (packages/contract messages-es.ts) of the texts above. */
export const licenceTextKeys = {
  planCreated: 'licencePlanCreated',
  planUpdated: 'licencePlanUpdated',
  planHasPayments: 'licencePlanHasPayments',
  planUnavailable: 'licencePlanUnavailable',
  dollarRateUpdated: 'licenceDollarRateUpdated',
  paymentSent: 'licencePaymentSent',
  paymentApproved: 'licencePaymentApproved',
  paymentPending: 'licencePaymentPending',
  paymentRejected: 'licencePaymentRejected',
  bankNotPlatform: 'licenceBankNotPlatform',
  notStoreOwner: 'licenceNotStoreOwner',
  membershipExtended: 'licenceMembershipExtended',
  sellingExpired: 'licenceSellingExpired',
  sellingSuspended: 'licenceSellingSuspended',
  sellingNoStore: 'licenceSellingNoStore',
  alreadyApproved: 'licenceAlreadyApproved',
  alreadyPending: 'licenceAlreadyPending',
  alreadyRejected: 'licenceAlreadyRejected',
} as const satisfies Record<keyof typeof licenceTexts, string>;
