import { idParam, messageReply } from '@vitrina/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Principal } from '../modules/auth/auth.service.ts';
import { type Access, principalOf } from '../plugins/access.ts';

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

/** What every DELETE route answers once the row is gone. */
export const deletedReply = { message: 'Eliminado' };

/**
 * `DELETE url` (an `/:id` path) for `access`: calls `remove(principal, id)`, then answers
 * `deletedReply`. The service throws the 404 or 409.
 */
export function deleteRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  access: Access,
  tag: string,
  summary: string,
  url: string,
  remove: (principal: Principal, id: number) => Promise<void>,
) {
  app.delete(url, endpoint(access, tag, summary, { params: idParams, reply: messageReply }), async (req) => {
    await remove(principalOf(req), req.params.id);
    return deletedReply;
  });
}
