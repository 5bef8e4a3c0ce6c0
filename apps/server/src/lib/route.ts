import { idParam } from '@vitrina/contract';
import { z } from 'zod';
import type { Access } from '../plugins/access.ts';

/** The route options every module repeats, in one call: who may call it, and its schemas. */
type Parts = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The reply's schema, sent with `status` (200 unless given). */
  reply: z.ZodType;
  status?: 200 | 201 | 204;
  /** Kept out of the OpenAPI document. */
  hide?: boolean;
};

/**
 * `app.patch('/store/:id', endpoint(owner, 'store', 'Update the store profile', { params:
 * idParams, body: storeProfileBody, reply: storeSchema }), (req) => …)`: the options object
 * keeps each schema's own type, so the handler's `req.params`, `req.body` stay typed.
 */
export function endpoint<const T extends Parts>(access: Access, tag: string, summary: string, parts: T) {
  const { reply, status = 200, ...schemas } = parts;
  return {
    config: { access },
    schema: { tags: [tag], summary, ...schemas, response: { [status]: reply } },
  } as {
    config: { access: Access };
    schema: Omit<T, 'reply' | 'status'> & {
      tags: string[];
      summary: string;
      response: Record<T['status'] extends number ? T['status'] : 200, T['reply']>;
    };
  };
}

/** `/:id` path parameters, bounded like every id of the contract. */
export const idParams = z.object({ id: idParam });
/** `/store/:storeId/…` path parameters. */
export const storeParams = z.object({ storeId: idParam });
