/** The delivery screens' replies (SPEC.md §8), Spanish as the API answers. */
export const deliveryTexts = {
  companyUpdated: 'Datos actualizados exitosamente',
  rateUpdated: 'Tarifa actualizada exitosamente',
  geolocationOn: 'Cobro por geolocalización activado exitosamente',
  geolocationOff: 'Cobro por geolocalización desactivado exitosamente',
  routeDeleted: 'Ruta eliminada exitosamente',
  routeDuplicate: 'Ya existe una ruta con ese origen y destino',
  linked: 'Empresa vinculada exitosamente',
  unlinked: 'Empresa desvinculada exitosamente',
  companyUnavailable: 'La empresa de delivery no existe o está suspendida',
  notDeliveryUser: 'El usuario debe tener el rol de empresa de delivery',
  adminTaken: 'Este usuario ya administra otra empresa de delivery',
  secondaryIsPrimary: 'El administrador secundario debe ser otra persona que el principal',
  idMismatch: 'El id no coincide con el de la empresa',
  pickup: 'Retiro en tienda',
  ownCouriers: 'Repartidores de la tienda',
} as const;
