import { idParam } from '@vitrina/contract';
import { z } from 'zod';
import type { Principal } from '#server/lib/principal.ts';
import { type Access, principalOf } from '#server/plugins/access.ts';
import { type App, deleteRoute, endpoint, idParams, type Parts, storeParams } from './route.ts';

/** What a service method may answer for a reply schema. */
type Answer<R extends z.ZodType> = Promise<z.input<R>>;
type Input<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The routes of a store's resource that every owner list shares, each given by its exact
 * URL and summary and answered by one service method (the caller's principal first):
 *
 * - `list`: `GET /store/:storeId/<things>` → `run(principal, storeId, query)`;
 * - `get` (optional): `GET /<thing>/:id` → `run(principal, id)`;
 * - `create`: `POST url` → `run(principal, parentId, body)` when the URL names a parent
 *   (`/catalogues/:catalogue_id/extras`), else `run(principal, body)`;
 * - `update`: `PATCH /<thing>/:id` → `run(principal, id, body)`;
 * - `remove`: `DELETE /<thing>/:id` → `run(principal, id)`, then `{ message }`
 *   (`deletedReply` unless given).
 *
 * Each `run` is checked against its schemas: a body or reply that does not fit the service
 * method is a type error in the routes file, as in a hand-written handler.
 */
export function crudRoutes<
  L extends z.ZodType,
  Q extends z.ZodType | undefined,
  G extends z.ZodType,
  CU extends string,
  CB extends z.ZodType,
  C extends z.ZodType,
  UB extends z.ZodType,
  U extends z.ZodType,
>(
  app: App,
  access: Access,
  tag: string,
  r: {
    list: {
      url: `/store/:storeId/${string}`;
      summary: string;
      querystring?: Q;
      reply: L;
      run: (principal: Principal, storeId: number, query: Input<Q>) => Answer<L>;
    };
    get?: { url: string; summary: string; reply: G; run: (principal: Principal, id: number) => Answer<G> };
    create: {
      url: CU;
      summary: string;
      body: CB;
      reply: C;
      run: CU extends `${string}/:${string}/${string}`
        ? (principal: Principal, parentId: number, body: z.output<CB>) => Answer<C>
        : (principal: Principal, body: z.output<CB>) => Answer<C>;
    };
    update: {
      url: string;
      summary: string;
      body: UB;
      reply: U;
      run: (principal: Principal, id: number, body: z.output<UB>) => Answer<U>;
    };
    remove: {
      url: string;
      summary: string;
      message?: string;
      run: (principal: Principal, id: number) => Promise<void>;
    };
  },
) {
  // Below, the schemas are generic, so Fastify cannot resolve the request types: the body and
  // query are read as what their schema (which Fastify ran before the handler) outputs.
  const { list, get, create, update, remove } = r;
  const routes: { method: 'GET' | 'POST' | 'PATCH'; url: string; summary: string; parts: Parts; run: Run }[] =
    [
      {
        method: 'GET',
        url: list.url,
        summary: list.summary,
        parts: {
          params: storeParams,
          reply: list.reply,
          ...(list.querystring && { querystring: list.querystring }),
        },
        run: (principal, params, _body, query) => list.run(principal, params.storeId, query as Input<Q>),
      },
    ];
  if (get) {
    routes.push({
      method: 'GET',
      url: get.url,
      summary: get.summary,
      parts: { params: idParams, reply: get.reply },
      run: (principal, params) => get.run(principal, params.id),
    });
  }
  const parent = /:(\w+)\//.exec(create.url)?.[1];
  const createRun = create.run as (principal: Principal, ...args: unknown[]) => Promise<unknown>;
  routes.push(
    {
      method: 'POST',
      url: create.url,
      summary: create.summary,
      parts: {
        ...(parent && { params: z.object({ [parent]: idParam }) }),
        body: create.body,
        reply: create.reply,
      },
      run: (principal, params, body) =>
        parent ? createRun(principal, params[parent], body) : createRun(principal, body),
    },
    {
      method: 'PATCH',
      url: update.url,
      summary: update.summary,
      parts: { params: idParams, body: update.body, reply: update.reply },
      run: (principal, params, body) => update.run(principal, params.id, body as z.output<UB>),
    },
  );
  for (const { method, url, summary, parts, run } of routes) {
    app.route({
      method,
      url,
      ...endpoint(access, tag, summary, parts),
      // Every path parameter here is a bounded id (`storeParams`, `idParams`, the parent's).
      handler: (req) => run(principalOf(req), req.params as Parameters<Run>[1], req.body, req.query),
    });
  }
  deleteRoute(app, access, tag, remove.summary, remove.url, remove.run, remove.message);
}

type Run = (
  principal: Principal,
  params: Record<'id' | 'storeId', number> & Record<string, number>,
  body: unknown,
  query: unknown,
) => Promise<unknown>;
