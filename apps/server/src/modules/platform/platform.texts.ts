/** The admin's store actions, Spanish as the API answers (refusals are in the message catalogue). */
export const platformTexts = {
  suspended: 'Tienda suspendida',
  activated: 'Tienda activada',
  alreadySuspended: 'La tienda ya está suspendida',
  alreadyActive: 'La tienda ya está activa',
} as const;

/** The header of GET admin/stores/export, in Spanish like the other exports. */
export const STORES_CSV_HEADER = [
  'tienda_id',
  'tienda',
  'propietario',
  'email',
  'plan',
  'membresia_hasta',
  'membresia',
  'estado',
  'ventas_30d',
  'total_30d_usd',
  'telegram',
  'web',
  'creada',
];

export const membershipLabels = { active: 'activa', expiring: 'por vencer', expired: 'vencida' } as const;
