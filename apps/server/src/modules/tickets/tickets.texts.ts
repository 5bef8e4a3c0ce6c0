// Spanish texts of the ticket sales review, the tickets' messages and the door (check-in).

export const reviewTexts = {
  verified: 'Venta verificada',
  rejected: 'Venta rechazada',
  notVerified: 'Venta marcada como no verificada',
  alreadyReviewed: 'Esta venta ya fue revisada; actualice la página para ver su estado',
  notBackToPending: 'Una venta revisada no puede volver a pendiente',
  alreadyCheckedIn: 'No se puede rechazar esta venta: una de sus entradas ya ingresó al evento',
} as const;

export const mailTexts = {
  verifiedSubject: (event: string) => `Tus entradas para ${event}`,
  verifiedIntro: (name: string, event: string) =>
    `Hola ${name}, tu pago fue verificado. Estas son tus entradas para ${event}; muestra el código QR de cada una en la entrada.`,
  ticketLine: (type: string, code: string) => `${type}: ${code}`,
  statusLink: (url: string) => `Puedes ver tu compra en ${url}`,
  rejectedSubject: (event: string) => `Tu compra para ${event} fue rechazada`,
  rejected: (name: string, event: string) =>
    `Hola ${name}, tu compra de entradas para ${event} fue rechazada: no pudimos confirmar tu pago. Si crees que es un error, responde a este correo o contacta al organizador.`,
  notVerifiedSubject: (event: string) => `No pudimos verificar tu pago para ${event}`,
  notVerified: (name: string, event: string) =>
    `Hola ${name}, aún no pudimos verificar el pago de tu compra para ${event}. Por favor contacta al organizador con el comprobante de tu transferencia.`,
  telegramTicket: (event: string, type: string, code: string) =>
    `Tu entrada para ${event}\n${type}\nCódigo: ${code}\nMuestra este QR en la entrada.`,
} as const;

export const doorTexts = {
  admitted: (buyer: string) => `Bienvenido, ${buyer}`,
  already: (time: string) => `Ya ingresó a las ${time}`,
  otherEvent: (event: string) => `Esta entrada es de otro evento: ${event}`,
  rejected: 'Entrada no válida: su compra fue rechazada',
  notVerified: 'Entrada no válida: su compra no está verificada',
  unknown: 'Código desconocido',
} as const;
