import { serverMessage, serverMessagesEs } from '@vitrina/contract';

/** Refusals of the delivery company's steps on its shipments (serverMessages; the sales module has the rest). */
export const shipmentRefusals = {
  courierUnavailable: serverMessagesEs.shipmentCourierUnavailable,
  storeUnlinked: (id: number) => serverMessage('shipmentStoreUnlinked', { id }),
  photoRequired: serverMessagesEs.shipmentPhotoRequired,
} as const;
