/** Spanish texts of an event's Telegram bot (the buyer's side, in chat). */
export const ticketBotTexts = {
  tickets: 'Entradas:',
  left: (n: number) => (n === 1 ? 'queda 1' : `quedan ${n}`),
  soldOut: 'agotadas',
  split: (percent: number) =>
    percent >= 100
      ? 'Se paga en dólares.'
      : percent <= 0
        ? 'Se paga en bolívares a la tasa del día.'
        : `Se paga el ${percent} % en dólares y el resto en bolívares a la tasa del día.`,
  buyButton: (type: string, price: string) => `Comprar ${type} – ${price}`,
  noneLeft: 'Ya no quedan entradas a la venta para este evento.',
  salesClosed: 'Las ventas de este evento están cerradas.',
  typeSoldOut: (type: string) => `Las entradas «${type}» se agotaron. Elige otras:`,
  askQuantity: (type: string, max: number) => `¿Cuántas entradas «${type}» quieres? (hasta ${max})`,
  badQuantity: (max: number) => `Elige una cantidad entre 1 y ${max}.`,
  askName: 'Escribe tu nombre.',
  askLastname: 'Escribe tu apellido (o pulsa «Omitir»).',
  askDocument: 'Escribe tu cédula, por ejemplo V-12345678.',
  askEmail: 'Escribe tu correo electrónico: allí también te avisaremos.',
  askPhone: 'Escribe tu teléfono, por ejemplo 0412-1234567 (o pulsa «Omitir»).',
  askAccount: 'Elige la cuenta a la que vas a transferir:',
  noAccounts: 'El organizador todavía no tiene cuentas de pago. Intenta más tarde.',
  askReference: 'Escribe el número de referencia de tu transferencia.',
  askProof: 'Envía la foto del comprobante de pago.',
  skip: 'Omitir',
  badName: 'El nombre debe tener entre 1 y 80 caracteres.',
  badLastname: 'El apellido debe tener como máximo 80 caracteres.',
  badDocument: 'La cédula debe tener de 6 a 9 dígitos (o el RIF J/R, 9 dígitos).',
  badEmail: 'Ese correo no parece válido.',
  badPhone: 'El teléfono solo puede tener números, espacios, +, -, y paréntesis (hasta 30).',
  badReference: 'La referencia debe tener entre 1 y 60 caracteres.',
  badProof: 'Necesitamos una foto (JPEG, PNG o WEBP) del comprobante.',
  proofTooLarge: 'La imagen supera 5 MB; envía una más liviana.',
  proofUnreadable: 'No pudimos descargar la imagen; envíala de nuevo.',
  useButtons: 'Usa los botones de arriba o escribe /cancelar.',
  accountLines: (a: { bank: string; type: string; number: string; owner: string; document: string }) =>
    [`${a.bank} (${a.type})`, `Cuenta: ${a.number}`, `Titular: ${a.owner} (${a.document})`].join('\n'),
  toTransfer: (parts: string[], rate: string) =>
    `Monto a transferir: ${parts.join(' y ')}${rate ? ` (tasa ${rate} Bs./USD)` : ''}.`,
  inDollars: (amount: string) => `${amount} en dólares`,
  inBolivars: (amount: string) => `${amount} en bolívares`,
  received: (url: string) =>
    `¡Recibimos tu compra! Te avisaremos por aquí cuando sea verificada.\nEstado de tu compra: ${url}`,
  cancelled: 'Compra cancelada. Escribe /start para empezar de nuevo.',
} as const;
