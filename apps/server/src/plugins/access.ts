import { ROLE_IDS, ROLES, type RoleId } from '@vitrina/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthenticated } from '#server/lib/errors.ts';
import type { Principal } from '#server/lib/principal.ts';
import type { AuthService } from '#server/modules/auth/auth.service.ts';

/** Who may call a route: 'public', or the roles allowed. Every route declares one. */
export type Access = 'public' | readonly RoleId[];
export const ALL_ROLES: readonly RoleId[] = ROLE_IDS;

/** Who may call a route: the groups of roles the routes name, each declared once. */
export const callers = {
  /** The store owner. */
  owner: [ROLES.CLIENT],
  /** The store's owner and its cashiers. */
  staff: [ROLES.CLIENT, ROLES.CASHIER],
  admin: [ROLES.ADMIN],
  /** The delivery company. */
  company: [ROLES.DELIVERY],
  /** The ticket master. */
  master: [ROLES.TICKETMASTER],
  ownerOrAdmin: [ROLES.CLIENT, ROLES.ADMIN],
  staffOrAdmin: [ROLES.CLIENT, ROLES.CASHIER, ROLES.ADMIN],
  masterOrAdmin: [ROLES.TICKETMASTER, ROLES.ADMIN],
  /** Who reconciles statements: the store's staff, the admin (the platform's), the ticket master (its own). */
  reconcilers: [ROLES.CLIENT, ROLES.CASHIER, ROLES.ADMIN, ROLES.TICKETMASTER],
  ownerAdminOrMaster: [ROLES.CLIENT, ROLES.ADMIN, ROLES.TICKETMASTER],
} as const satisfies Record<string, readonly RoleId[]>;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Every registered route with its declaration, for the test that walks them. */
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
}

/** Routes that plugins register (docs, static files), public by name. */
const PUBLIC_PLUGIN_ROUTES = [/^\/api\/docs(\/.*)?$/, /^\/api\/files\/\*$/, /^\/\*$/, /^\/$/];

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const accessPlugin = fp<{ auth: AuthService }>(async (app: FastifyInstance, { auth }) => {
  app.decorate('routeAccess', []);
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined && PUBLIC_PLUGIN_ROUTES.some((re) => re.test(route.url))) {
      route.config = { ...route.config, access: 'public' };
    }
    // The OpenAPI document asks a bearer token of every operation but the public ones.
    if (route.config?.access === 'public') route.schema = { ...route.schema, security: [] };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      app.routeAccess.push({ method, url: route.url, access: route.config?.access });
    }
  });

  // Before body validation, so an unauthenticated caller learns nothing from a 422.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === 'public') return;
    if (access === undefined) {
      // Unmatched URLs (404s) carry no declaration; anything else without one is refused.
      if (request.is404) return;
      throw forbidden();
    }
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    const principal = await auth.authenticate(token);
    if (!principal) throw unauthenticated();
    request.principal = principal;
    if (!access.includes(principal.roleId)) throw forbidden();
  });
});

/** The signed-in caller of a route that declared roles. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthenticated();
  return request.principal;
}
