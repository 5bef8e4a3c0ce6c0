/** Spanish texts of the ticket master's events, ticket types, accounts and manager record. */
export const eventTexts = {
  created: 'Evento creado',
  updated: 'Evento actualizado',
  deleted: 'Evento eliminado',
  activated: 'Evento activado',
  deactivated: 'Evento desactivado',
  botConnected: 'Bot de Telegram conectado',
  botDisconnected: 'Bot de Telegram desconectado',
  eventHasSales: 'No se puede eliminar un evento con ventas; desactívelo',
  typeNotOfEvent: 'El tipo de entrada no pertenece a este evento',
  typeRepeated: 'El tipo de entrada aparece más de una vez',
  quotaBelowSold: 'El cupo no puede ser menor que las {{sold}} entradas ya vendidas',
  typeHasSales:
    'No se puede eliminar el tipo de entrada «{{name}}» porque tiene ventas; conserve el tipo o reduzca su cupo',
  webhookFailed: 'Telegram no aceptó el webhook del evento; intente de nuevo',
  accountCreated: 'Cuenta agregada',
  accountUpdated: 'Cuenta actualizada',
  accountDeleted: 'Cuenta eliminada',
  percentUpdated: 'Porcentaje actualizado',
} as const;

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
