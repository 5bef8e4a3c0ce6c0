/** Spanish texts of the delivery company's steps on its shipments (the sales module has the rest). */
export const shipmentRefusals = {
  courierUnavailable: 'El repartidor no existe o no está activo',
  storeUnlinked: (id: number) => `La tienda del envío #${id} ya no está vinculada a su empresa.`,
  photoRequired: 'La foto de la entrega es obligatoria',
} as const;
