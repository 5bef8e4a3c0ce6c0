/**
 * Spanish texts the server writes to the people who run the product (texts.ts): store owners,
 * cashiers, courier companies, ticket masters and the admin. Their mails and pushes, the
 * replies of the panel not in `serverMessages`, the check-in screen, the CSV exports' headers and
 * words. Always "usted", as the panel and the server's replies speak.
 */
export const merchantTextsEs = {
  mailGreeting: 'Hola {{name}},',
  /** A new sale's push to the store owner and the cashiers. */
  saleAlert: 'Nueva venta #{{id}} — {{total}}',
  /** The same, when a shopper who ordered to pay later sends the transfer's proof. */
  saleProofAlert: 'Comprobante recibido: venta #{{id}} — {{total}} por verificar',
  /** A product deleted since keeps its number as its name in the reports. */
  productDeleted: 'Producto #{{id}}',
  /** The subject of the admin's message to the platform's users. */
  platformMessageSubject: 'Mensaje de Vitrina',
  /** A campaign's test, sent to its author. */
  campaignTestSubject: 'Prueba: mensaje de {{store}}',
  /** Why a message to a Telegram customer could not go out (the outbox's outcome). */
  outboxNoBot: 'La tienda no tiene bot de Telegram',

  // The password recovery e-mail.
  recoverySubject: 'Recupere su contraseña de Vitrina',
  recoveryAsked: 'Recibimos una solicitud para restablecer la contraseña de su cuenta de Vitrina.',
  recoveryOpenLink: 'Abra este enlace para elegir una nueva (vence en una hora y sirve una sola vez):',
  recoveryLink: 'Elegir una nueva contraseña',
  recoveryLinkNote: '(el enlace vence en una hora y sirve una sola vez)',
  recoveryNotYou: 'Si no fue usted, ignore este mensaje: su contraseña no cambiará.',
  // The notice to the old address when an account's e-mail changes.
  emailChangedSubject: 'El email de su cuenta de Vitrina cambió',
  emailChangedBody:
    'El email de su cuenta de Vitrina cambió de {{old}} a {{new}}. Desde ahora los avisos y la recuperación de la contraseña llegan a la nueva dirección, y las demás sesiones se cerraron.',
  emailChangedNotYou:
    'Si no fue usted, alguien entró a su cuenta: contacte al administrador de Vitrina para recuperarla.',

  // A licence payment's decision and the membership's reminders, to the store owner.
  licenceMailApprovedSubject: 'Pago #{{id}} aprobado',
  licenceMailApproved:
    'Su pago #{{id}} (referencia {{reference}}) fue aprobado. Su membresía ahora vence el {{until}}.',
  licenceMailRejectedSubject: 'Pago #{{id}} rechazado',
  licenceMailRejected:
    'Su pago #{{id}} (referencia {{reference}}) fue rechazado. Revise la referencia y el comprobante, o escríbanos si cree que es un error.',
  membershipReminderTodaySubject: 'Su membresía de Vitrina vence hoy',
  membershipReminderSubject: 'Su membresía de Vitrina vence en {{days}} días',
  membershipReminder:
    'Su membresía vence el {{end}}. Después de esa fecha su tienda no podrá recibir pedidos nuevos. Renueve su plan desde el panel (Mejorar plan).',

  // A sale's statuses (mid-sentence and in the CSV), its steps, the workflow's replies (SPEC.md §8).
  saleStatusVerified: 'verificada',
  saleStatusNotVerified: 'sin verificar',
  saleStatusShipped: 'enviada',
  saleStatusDelivered: 'entregada',
  saleStatusReceived: 'recibida',
  saleStatusCancelled: 'cancelada',
  saleStatusRejected: 'rechazada',
  saleActionVerify: 'verificar el pago',
  saleActionReject: 'denegar el pago',
  saleActionShipping: 'confirmar el envío',
  saleActionDelivery: 'confirmar la entrega',
  saleActionReceive: 'confirmar la recepción',
  saleActionCancel: 'cancelar la venta',
  saleNotAllowed: 'La venta #{{id}} ya está {{status}}: no se puede {{action}}.',
  saleVerified: 'Pago confirmado exitosamente',
  saleRejected: 'Pago denegado exitosamente',
  saleShipped: 'Envio confirmado exitosamente',
  saleDelivered: 'Entrega confirmada exitosamente',
  saleReceived: 'Recepción confirmada exitosamente',
  saleCancelled: 'Venta cancelada exitosamente',
  saleCollected: 'Cobro en efectivo registrado',
  saleActionCollect: 'marcar el efectivo como cobrado',
  saleSettingsSaved: 'Ajustes de ventas guardados',
  saleActionSettle: 'registrar el pago completo',
  saleSettled: 'Pago completo registrado',
  salePartRecorded: 'Pago registrado',
  salePartRemoved: 'Pago eliminado',
  shipmentNotToVerify:
    'El envío #{{id}} no está por verificar (la venta está {{status}}): no se puede verificar.',
  shipmentVerified: 'Envío verificado exitosamente',
  shipmentAcceptedNote: 'Envío verificado por la empresa de delivery. Repartidor: {{courier}}',
  shipmentSettled: 'Pago actualizado exitosamente',

  // A delivery company's and a store's delivery settings (SPEC.md §8).
  deliveryCompanyUpdated: 'Datos actualizados exitosamente',
  deliveryRateUpdated: 'Tarifa actualizada exitosamente',
  deliveryGeolocationOn: 'Cobro por geolocalización activado exitosamente',
  deliveryGeolocationOff: 'Cobro por geolocalización desactivado exitosamente',
  deliveryRouteDeleted: 'Ruta eliminada exitosamente',
  deliveryLinked: 'Empresa vinculada exitosamente',
  deliveryUnlinked: 'Empresa desvinculada exitosamente',

  // A ticket master's events, ticket types, payment accounts and sales review.
  eventCreated: 'Evento creado',
  eventUpdated: 'Evento actualizado',
  eventDeleted: 'Evento eliminado',
  eventActivated: 'Evento activado',
  eventDeactivated: 'Evento desactivado',
  eventBotConnected: 'Bot de Telegram conectado',
  eventBotDisconnected: 'Bot de Telegram desconectado',
  eventHasSales: 'No se puede eliminar un evento con ventas; desactívelo',
  eventTypeNotOfEvent: 'El tipo de entrada no pertenece a este evento',
  eventTypeRepeated: 'El tipo de entrada aparece más de una vez',
  eventQuotaBelowSold: 'El cupo no puede ser menor que las {{sold}} entradas ya vendidas',
  eventTypeHasSales:
    'No se puede eliminar el tipo de entrada «{{name}}» porque tiene ventas; conserve el tipo o reduzca su cupo',
  eventWebhookFailed: 'Telegram no aceptó el webhook del evento; intente de nuevo',
  eventAccountCreated: 'Cuenta agregada',
  eventAccountUpdated: 'Cuenta actualizada',
  eventAccountDeleted: 'Cuenta eliminada',
  eventPercentUpdated: 'Porcentaje actualizado',
  reviewVerified: 'Venta verificada',
  reviewRejected: 'Venta rechazada',
  reviewNotVerified: 'Venta marcada como no verificada',
  reviewAlreadyReviewed: 'Esta venta ya fue revisada; actualice la página para ver su estado',
  reviewNotBackToPending: 'Una venta revisada no puede volver a pendiente',
  reviewAlreadyCheckedIn: 'No se puede rechazar esta venta: una de sus entradas ya ingresó al evento',

  // The check-in screen at the event's door.
  doorAdmitted: 'Bienvenido, {{buyer}}',
  doorAlready: 'Ya ingresó a las {{time}}',
  doorOtherEvent: 'Esta entrada es de otro evento: {{event}}',
  doorRejected: 'Entrada no válida: su compra fue rechazada',
  doorNotVerified: 'Entrada no válida: su compra no está verificada',
  doorUnknown: 'Código desconocido',

  // The CSV exports: headers (comma-separated column names) and the words in their cells.
  csvSalesHeader:
    'venta,fecha,canal,cliente,estado,pago,subtotal_usd,envio_usd,total_usd,moneda,tasa,monto_ves,referencia',
  csvShipmentsHeader:
    'envio,fecha,tienda,cliente,direccion,km,estado,repartidor,cobro_usd,pagado,pagado_el,foto',
  csvStoresHeader:
    'tienda_id,tienda,propietario,email,plan,membresia_hasta,membresia,estado,ventas_30d,total_30d_usd,telegram,web,creada',
  csvYes: 'sí',
  csvNo: 'no',
  csvPaid: 'pagado',
  csvNotPaid: 'no pagado',
  shipmentStatePending: 'por verificar',
  shipmentStateVerified: 'verificado',
  shipmentStateShipped: 'enviado',
  shipmentStateDelivered: 'entregado',
  membershipActive: 'activa',
  membershipExpiring: 'por vencer',
  membershipExpired: 'vencida',

  // Bank statements matched to waiting payments (the import's refusals and the confirmations).
  statementEmpty: 'El archivo está vacío',
  statementTooBig: 'El archivo pesa más de 5 MB; exporte un período más corto',
  statementOldExcel: 'El archivo es un Excel antiguo (.xls): guárdelo como .xlsx o CSV e impórtelo de nuevo',
  statementEncoding:
    'Fila {{row}}, columna {{column}}: el archivo no es texto (UTF-8 o Latin-1) ni un Excel .xlsx',
  statementUnreadableCsv: 'Fila {{row}}: el CSV está mal formado (revise las comillas)',
  statementUnreadableExcel: 'El archivo Excel no se pudo leer: está dañado o protegido con contraseña',
  statementTooManyRows: 'El extracto tiene más de 20.000 filas; impórtelo en varios archivos',
  statementCellTooLong: 'Fila {{row}}, columna {{column}}: el texto pasa de 500 caracteres',
  statementFormula:
    'Fila {{row}}, columna {{column}}: la celda tiene una fórmula; exporte los valores, no fórmulas',
  statementBadDate: 'Fila {{row}}, columna {{column}}: «{{value}}» no es una fecha',
  statementBadAmount: 'Fila {{row}}, columna {{column}}: «{{value}}» no es un monto',
  statementNoLayout:
    'No se reconocen las columnas del archivo: elija su banco o indique qué columna es la fecha, la referencia y el monto',
  statementMappingRequired: 'Indique qué columna es la fecha, la referencia y el monto',
  statementColumnMissing: 'El archivo no tiene la columna «{{column}}»',
  statementNoLines: 'El archivo no tiene abonos (montos positivos) que cotejar',
  statementLineConfirmed: 'Esta línea del extracto ya confirmó el pago de la venta #{{id}}',
  statementSaleConfirmed: 'El pago de la venta #{{id}} ya fue confirmado con otra línea del extracto',
  statementSaleNotWaiting: 'La venta #{{id}} no espera la verificación de un pago a esta cuenta',
  statementConfirmedOne: 'Pago de la venta #{{id}} confirmado con el extracto',
  statementConfirmedMany: 'Pagos confirmados con el extracto: {{count}}',
  statementFileRequired: 'Elija el archivo del extracto (CSV o Excel .xlsx)',
  statementLicenceConfirmed: 'El pago de licencia #{{id}} ya fue confirmado con otra línea del extracto',
  statementLicenceNotWaiting: 'El pago de licencia #{{id}} no espera aprobación en esta cuenta',
  statementLicenceLineConfirmed: 'Esta línea del extracto ya aprobó el pago de licencia #{{id}}',
  statementLicenceConfirmedOne: 'Pago de licencia #{{id}} aprobado con el extracto',
  statementTicketSaleConfirmed: 'La venta de entradas #{{id}} ya fue confirmada con otra línea del extracto',
  statementTicketSaleNotWaiting: 'La venta de entradas #{{id}} no espera un pago en esta cuenta',
  statementTicketLineConfirmed: 'Esta línea del extracto ya pagó la venta de entradas #{{id}}',
  statementTicketConfirmedOne: 'Pago de la venta de entradas #{{id}} registrado con el extracto',
} as const;

export type MerchantTextKey = keyof typeof merchantTextsEs;
