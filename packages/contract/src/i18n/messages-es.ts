/**
 * Spanish texts of the server's replies, word for word what the API answers with (SPEC.md §8
 * where it gives them). The server's error texts must equal these (a server test checks), so a
 * reply can name its text's key and the panel can say it in the user's language.
 */
export const serverMessagesEs = {
  unauthenticated: 'No autenticado. Inicie sesión nuevamente.',
  forbidden: 'No tiene permiso para realizar esta acción.',
  notFound: 'Recurso no encontrado.',
  conflict: 'La acción no está permitida en el estado actual.',
  tooLarge: 'El archivo es demasiado grande.',
  invalidData: 'Los datos ingresados son inválidos',
  badRequest: 'La solicitud no es válida.',
  tooManyRequests: 'Demasiados intentos. Intente de nuevo más tarde.',
  unexpected: 'Ha ocurrido un error inesperado.',
  invalidCredentials: 'Los datos ingresados son inválidos',
  userNotFoundByEmail: 'No existe ningun usuario registrado con este email',
  recoveryEmailSent: 'Email enviado exitosamente',
  passwordChanged: 'Contraseña actualizada exitosamente',
  resetCodeInvalid: 'El enlace de recuperación no es válido o ha expirado.',
  loggedOut: 'Sesión cerrada.',
  accountInactive: 'Su cuenta está desactivada.',
  imageType: 'El archivo debe ser una imagen JPEG, PNG o WEBP',
  imageUnreadable: 'No se pudo leer la imagen',
  imageRequired: 'Debe seleccionar una imagen',
  botTokenRejected: 'Telegram no reconoce este token',
  botUserMismatch: 'Este token pertenece al bot @{{username}}; use ese usuario',
  webhookFailed: 'Telegram no aceptó el webhook de la tienda; intente de nuevo',
  catalogueInUse:
    'No se puede eliminar un catálogo que todavía tiene productos o extras. Muévalos o elimínelos primero.',
  catalogueNotFound: 'El catálogo no existe',
  tooManyImages: 'Un producto admite como máximo 10 imágenes',
  imageOrder: 'El orden debe incluir cada imagen del producto una sola vez',
  dealerDeleted: 'Repartidor eliminado exitosamente',
  cannotDeactivateSelf: 'No puede desactivar su propia cuenta',
  alreadyExists: 'Ya existe un registro con ese valor.',
  stillReferenced: 'No se puede eliminar: otros datos todavía lo usan.',
  referenceMissing: 'Los datos hacen referencia a un registro que no existe.',
  // The sales workflow's refusals (apps/server/src/modules/sales/sales.texts.ts).
  saleRateRequired: 'Indique la tasa del dólar para un pago en bolívares',
  saleOutOfStock: 'No hay existencia suficiente del producto {{productId}}.',
  saleUnknownExtra: 'El extra {{extraId}} no existe o no está disponible',
  // Delivery companies and their shipments (apps/server/src/modules/delivery, sales/sales.texts.ts).
  deliveryRouteDuplicate: 'Ya existe una ruta con ese origen y destino',
  deliveryCompanyUnavailable: 'La empresa de delivery no existe o está suspendida',
  deliveryNotDeliveryUser: 'El usuario debe tener el rol de empresa de delivery',
  deliveryAdminTaken: 'Este usuario ya administra otra empresa de delivery',
  deliverySecondaryIsPrimary: 'El administrador secundario debe ser otra persona que el principal',
  deliveryIdMismatch: 'El id no coincide con el de la empresa',
  shipmentCourierUnavailable: 'El repartidor no existe o no está activo',
  shipmentStoreUnlinked: 'La tienda del envío #{{id}} ya no está vinculada a su empresa.',
  shipmentPhotoRequired: 'La foto de la entrega es obligatoria',
  shipmentCompanyCarries:
    'La venta #{{id}} la lleva una empresa de delivery: ella confirma el envío y la entrega.',
  shipmentNotAccepted: 'El envío #{{id}} aún no ha sido verificado por la empresa de delivery.',
  shipmentAlreadyAccepted: 'El envío #{{id}} ya fue verificado.',
  shipmentAlreadySettled: 'El cobro del envío #{{id}} ya fue marcado como pagado.',
  shipmentNotDelivered: 'El envío #{{id}} aún no ha sido entregado: no se puede marcar como pagado.',
  // Plans, licence payments and memberships (apps/server/src/modules/licences/licences.texts.ts).
  licencePlanCreated: 'Plan creado exitosamente',
  licencePlanUpdated: 'Plan actualizado exitosamente',
  licencePlanHasPayments: 'El plan tiene pagos; desactívelo en lugar de eliminarlo',
  licencePlanUnavailable: 'El plan no existe o no está disponible',
  licenceDollarRateUpdated: 'Tasa del dólar actualizada',
  licencePaymentSent: 'Pago enviado',
  licencePaymentApproved: 'Pago aprobado exitosamente',
  licencePaymentPending: 'Pago marcado como pendiente',
  licencePaymentRejected: 'Pago rechazado',
  licenceBankNotPlatform: 'La cuenta elegida no es una cuenta de pago de la plataforma',
  licenceNotStoreOwner: 'El usuario debe ser un dueño de tienda activo',
  licenceMembershipExtended: 'Membresía extendida',
  licenceSellingExpired:
    'La membresía de la tienda terminó: no puede recibir pedidos nuevos hasta renovarla.',
  licenceSellingSuspended:
    'La tienda está suspendida por la administración: no puede recibir pedidos nuevos.',
  licenceSellingNoStore: 'La tienda no existe.',
  licenceAlreadyApproved: 'El pago #{{id}} ya fue aprobado y la membresía extendida',
  licenceAlreadyPending: 'El pago #{{id}} ya está pendiente',
  licenceAlreadyRejected: 'El pago #{{id}} ya está rechazado',
  // The admin's store actions (apps/server/src/modules/platform).
  platformStoreSuspended: 'Tienda suspendida',
  platformStoreActivated: 'Tienda activada',
  platformStoreAlreadySuspended: 'La tienda ya está suspendida',
  platformStoreAlreadyActive: 'La tienda ya está activa',
} as const;

export type ServerMessageKey = keyof typeof serverMessagesEs;
