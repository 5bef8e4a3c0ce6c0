import { idParam, messageReply } from '@vitrina/contract';
import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Download, Upload } from '#server/lib/openapi-document.ts';
import type { Principal } from '#server/lib/principal.ts';
import { type Access, principalOf } from '#server/plugins/access.ts';

/** A route's schemas and how it answers, as `endpoint` turns them into Fastify's options. */
export type Parts = {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  /** The reply's schema, sent with `status` (200 unless given); none for a stream (a CSV, a picture). */
  reply?: z.ZodType;
  status?: 200 | 201 | 204;
  /** May also answer 204 with no body (a list with nothing in it, where SPEC.md says so). */
  noContent?: boolean;
  /** Kept out of the OpenAPI document. */
  hide?: boolean;
  /** What the route streams instead of JSON, as the OpenAPI document declares it. */
  download?: Download;
  /** Limited per address or account (the ratelimit module): may answer 429. */
  limited?: boolean;
  /** The multipart form the route reads, as the OpenAPI document declares it. */
  upload?: Upload;
  /** Why the route may answer 503 (something it needs beyond this server is out of reach). */
  unavailable?: string;
};

/** A route's Fastify options: the access in `config`, the schemas with their tag and summary. */
export function endpoint(access: Access, tag: string, summary: string, parts: Parts) {
  const { reply, status = 200, noContent, download, limited, upload, unavailable, ...schemas } = parts;
  const response = reply && { [status]: reply, ...(noContent && { 204: z.null() }) };
  const extras = {
    ...(download && { 'x-download': download }),
    ...(limited && { 'x-limited': true }),
    ...(upload && { 'x-upload': upload }),
    ...(unavailable && { 'x-unavailable': unavailable }),
  };
  const documented = { tags: [tag], summary, ...schemas, ...extras };
  return { config: { access }, schema: { ...documented, ...(response && { response }) } };
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * A route as `routesOf` takes it: who may call it, its summary, its schemas, and its handler.
 * Each schema is its own type parameter, so the handler's `req.params`, `req.query` and
 * `req.body` are typed by the schemas beside it, and its answer must fit `reply`.
 */
type Route<P, Q, B, R> = {
  access: Access;
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  reply?: R;
  status?: 200 | 201 | 204;
  noContent?: boolean;
  hide?: boolean;
  download?: Download;
  limited?: boolean;
  upload?: Upload;
  unavailable?: string;
  /** Runs before validation: a throttle, or a multipart form read into the body. */
  preValidation?: (req: FastifyRequest) => Promise<void>;
  handler: (
    req: FastifyRequest<{ Params: Out<P>; Querystring: Out<Q>; Body: Out<B> }>,
    reply: FastifyReply,
  ) => Reply<R> | Promise<Reply<R>>;
};
/** What a handler answers: what fits its reply schema, or `reply` once it has sent by hand. */
type Reply<R> = (R extends z.ZodType ? z.input<R> : never) | FastifyReply;

/**
 * The one way a module declares its routes: `const api = routesOf(app, 'shipments')`, then one
 * object a route, the same keys in the same order:
 *
 * ```ts
 * api.get('/deliver/delivery/:id', {
 *   access: callers.company,
 *   summary: 'A shipment: store, shopper, address, price, items, courier, proof',
 *   params: idParams,
 *   reply: shipmentSchema,
 *   handler: (req) => shipments.companyGet(principalOf(req), req.params.id),
 * });
 * ```
 *
 * `tag` groups the module's routes in the OpenAPI document. A route with `status: 201` answers
 * 201 with what its handler returns; a handler that answers otherwise (a 204 with no body, a
 * stream) sends through `reply` itself.
 */
export function routesOf(app: App, tag: string) {
  const add =
    (method: HTTPMethods) =>
    <
      P extends z.ZodType | undefined,
      Q extends z.ZodType | undefined,
      B extends z.ZodType | undefined,
      R extends z.ZodType | undefined = undefined,
    >(
      url: string,
      route: Route<P, Q, B, R>,
    ) => {
      const { access, summary, handler, preValidation, ...parts } = route;
      // The handler's types were checked against these same schemas where it was written.
      const handle = handler as Handler;
      app.route({
        method,
        url,
        ...endpoint(access, tag, summary, parts),
        ...(preValidation && { preValidation }),
        handler: parts.status === 201 ? created(handle) : handle,
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
}

type Handler = (req: FastifyRequest, reply: FastifyReply) => unknown;

/** `handle`, answering 201 with what it returns. */
const created =
  (handle: Handler): Handler =>
  (req, reply) => {
    reply.code(201);
    return handle(req, reply);
  };

/** `/:id` path parameters, bounded like every id of the contract. */
export const idParams = z.object({ id: idParam });
/** `/store/:storeId/…` path parameters. */
export const storeParams = z.object({ storeId: idParam });

/** What every DELETE route answers once the row is gone. */
export const deletedReply = { message: 'Eliminado' };

/**
 * `DELETE url` (an `/:id` path) for `access`: calls `remove(principal, id)`, then answers
 * `{ message }` (`deletedReply` unless given). The service throws the 404 or 409.
 */
export function deleteRoute(
  app: Parameters<FastifyPluginAsyncZod>[0],
  access: Access,
  tag: string,
  summary: string,
  url: string,
  remove: (principal: Principal, id: number) => Promise<void>,
  message = deletedReply.message,
) {
  routesOf(app, tag).delete(url, {
    access,
    summary,
    params: idParams,
    reply: messageReply,
    handler: async (req) => {
      await remove(principalOf(req), req.params.id);
      return { message };
    },
  });
}

// A store's resource with the usual list / get / create / update / delete is one `crudRoutes`
// call (crud-routes.ts), built on `endpoint` and `deleteRoute` above.

/** A routes plugin's Fastify instance. */
export type App = Parameters<FastifyPluginAsyncZod>[0];

/**
 * The handler of most writes to one row: `idAndBody(stores.saveWebStore)` is `(req) =>
 * stores.saveWebStore(principalOf(req), req.params.id, req.body)`; the route's body schema
 * must still fit the method's parameter.
 */
export function idAndBody<B, R>(run: (principal: Principal, id: number, body: B) => R) {
  return (req: FastifyRequest & { params: { id: number }; body: B }) =>
    run(principalOf(req), req.params.id, req.body);
}

/** `.then(saying(text))` after a service call that answers nothing: the reply `{ message: text }`. */
export function saying(message: string) {
  return () => ({ message });
}

/** `.then(sayingWith(text))` after a service call that answers a row: `{ message: text, data: row }`. */
export function sayingWith(message: string) {
  return <T>(data: T) => ({ message, data });
}

/**
 * The `preValidation` of a Telegram webhook: before the body is read, the call must carry
 * its bot's secret (header X-Telegram-Bot-Api-Secret-Token), so a caller without it learns
 * nothing and stores nothing. `param` names the path's id of the bot's owner.
 */
export function telegramSecretCheck(
  param: string,
  authenticate: (id: unknown, secret: string | string[] | undefined) => Promise<unknown>,
) {
  return async (req: FastifyRequest) => {
    await authenticate(
      (req.params as Record<string, unknown>)[param],
      req.headers['x-telegram-bot-api-secret-token'],
    );
  };
}

/**
 * A webhook's update read with its bot's schema, or undefined for one the bot cannot read (an
 * unknown shape, a text over Telegram's 4,096 characters): logged with what was wrong, and the
 * route answers 200 so Telegram does not deliver it again for hours.
 */
export function readTelegramUpdate<T extends z.ZodType>(
  schema: T,
  req: FastifyRequest,
): z.infer<T> | undefined {
  const read = schema.safeParse(req.body);
  if (read.success) return read.data;
  const issues = read.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), code: i.code }));
  req.log.warn({ issues }, 'telegram update ignored: the bot cannot read it');
  return undefined;
}
