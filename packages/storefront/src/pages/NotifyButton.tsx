import { useEffect, useState } from 'react';
import { useShop } from '#storefront/lib/context.tsx';

/** The VAPID key as the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

type State = 'unknown' | 'ready' | 'busy' | 'on' | 'denied' | 'unsupported';

/** "Avisarme de cambios": this device follows the order by web push (service worker /tienda/sw.js). */
export function NotifyButton({
  token,
  orderId,
  pushKey,
}: {
  token: string;
  orderId: number;
  pushKey: string;
}) {
  const { tr } = useShop();
  // Shown only once the browser says whether it can: the server's HTML has no button.
  const [state, setState] = useState<State>('unknown');
  useEffect(() => {
    const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
    if (!supported) return setState('unsupported');
    setState(Notification.permission === 'denied' ? 'denied' : 'ready');
  }, []);

  async function subscribe() {
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const reg = await navigator.serviceWorker.register('/tienda/sw.js', { scope: '/tienda/' });
      await navigator.serviceWorker.ready;
      const sub =
        (await reg.pushManager.getSubscription()) ??
        (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(pushKey) }));
      const res = await fetch(`/api/shop/orders/${token}/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sub.toJSON()),
      });
      // Only this page knows the private link (the server keeps its hash): the worker remembers it,
      // so a notice of this order opens this page.
      if (res.ok) reg.active?.postMessage({ follow: orderId, url: location.pathname + location.search });
      setState(res.ok ? 'on' : 'ready');
    } catch {
      setState('unsupported');
    }
  }

  if (state === 'unknown') return null;
  return (
    <section className="notify">
      {(state === 'ready' || state === 'busy') && (
        <button
          type="button"
          className="secondary"
          disabled={state === 'busy'}
          onClick={() => void subscribe()}
        >
          {tr.t('notify')}
        </button>
      )}
      <p className="muted" role="status">
        {state === 'on' && tr.t('notifyOn')}
        {state === 'denied' && tr.t('notifyDenied')}
        {state === 'unsupported' && tr.t('notifyUnsupported')}
      </p>
    </section>
  );
}
