import { useMutation } from '@tanstack/react-query';
import { type PushSubscriptionBody, pushSubscriptionBody, vapidKeyReply } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';

/** The browser refused (or cannot show) notifications: the dialog says the permissions were rejected. */
export class PushPermissionRejected extends Error {
  constructor() {
    super('Notification permission rejected');
    this.name = 'PushPermissionRejected';
  }
}

/** VAPID keys travel base64url-encoded; PushManager wants the raw bytes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const padded = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;
}

/**
 * Asks for notification permission, subscribes this device with web push and hands the
 * subscription to the server (GET push/vapid-public-key, POST store/admin_subscription).
 */
export async function subscribeDevice(): Promise<PushSubscriptionBody> {
  if (!pushSupported()) throw new PushPermissionRejected();
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionRejected();
  const { publicKey } = await apiRequest('push/vapid-public-key', { schema: vapidKeyReply });
  // The worker only shows the notifications the server pushes (public/sw.js).
  const registration = await navigator.serviceWorker.register('/sw.js');
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  const body = pushSubscriptionBody.parse(subscription.toJSON());
  await apiRequest('store/admin_subscription', { method: 'POST', body });
  return body;
}

export function useSubscribeDevice() {
  return useMutation({ mutationFn: subscribeDevice });
}
