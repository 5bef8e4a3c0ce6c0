import type { StoreReadiness } from '@vitrina/contract';
import { apiRequest } from '#web/lib/api-client.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a reply has the readiness answer's shape (the contract's storeReadinessSchema).
 * Checked by hand, as the sign-in reply is: the dashboard and the header's web store link load
 * this, and the contract's schema would bring zod's 20 KB to every landing that shows them.
 */
export function isReadiness(value: unknown): value is StoreReadiness {
  if (!isRecord(value) || typeof value.complete !== 'boolean' || !Array.isArray(value.steps)) return false;
  const blocked = value.orders_blocked_by;
  const step = (s: unknown) =>
    isRecord(s) &&
    typeof s.key === 'string' &&
    typeof s.done === 'boolean' &&
    typeof s.optional === 'boolean';
  return (blocked === null || typeof blocked === 'string') && value.steps.every(step);
}

/** GET store/{id}/readiness, its shape checked. */
export async function fetchReadiness(storeId: number): Promise<StoreReadiness> {
  const reply = await apiRequest(`store/${storeId}/readiness`);
  if (!isReadiness(reply)) throw new Error('The readiness reply is not one');
  return reply;
}
