import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorTexts } from '#server/lib/errors.ts';
import { validFileLink } from '#server/lib/file-links.ts';
import { PRIVATE_PREFIX, typeOfStored } from '#server/lib/files.ts';
import type { FileStore } from './file-store.ts';

type Req = FastifyRequest<{ Params: { name: string }; Querystring: { e?: unknown; s?: unknown } }>;

const notFound = (reply: FastifyReply) => reply.status(404).send({ message: errorTexts.notFound });

/**
 * A bare stored name the files routes may serve: one segment of letters, digits, `.`, `_` and `-`
 * (as the file store names files), with an image extension. Anything else is a 404 before any
 * store is asked (a NUL or a path would be an error there, not a missing file).
 */
const servable = (base: string) =>
  /^[\w-][\w.-]{0,199}$/.test(base) && base === path.basename(base) && !!typeOfStored(base);

/**
 * The stored files, from whichever store the settings name (this machine's folder or a shared
 * bucket), read through the server so that every machine serves every file:
 * - GET /api/files/:name — product, store, company and event pictures. Their names are random
 *   and never reused, so browsers and proxies keep them for good (a name's ETag answers 304).
 * - GET /api/files/private/:name — a payment proof, a delivery photo or a ticket QR image, only
 *   to a link the API signed (lib/file-links.ts) and before it expires; 404 otherwise, whether or
 *   not the file exists. Nothing may keep a copy (`private, no-store`).
 * Files are at most 5 MB (MAX_IMAGE_BYTES) and read whole, so a file gone meanwhile is a 404,
 * not a broken stream.
 */
export async function filesRoutes(app: FastifyInstance, { files }: { files: FileStore }) {
  app.get(
    '/api/files/private/:name',
    { config: { access: 'public' }, schema: { hide: true } },
    async (req: Req, reply) => {
      const base = req.params.name;
      const name = `${PRIVATE_PREFIX}${base}`;
      reply.header('cache-control', 'private, no-store');
      if (!servable(base) || !validFileLink(name, req.query.e, req.query.s)) return notFound(reply);
      const body = await files.read(name);
      if (!body) return notFound(reply);
      return reply.type(typeOfStored(base)!).header('x-content-type-options', 'nosniff').send(body);
    },
  );

  app.get(
    '/api/files/:name',
    { config: { access: 'public' }, schema: { hide: true } },
    async (req: Req, reply) => {
      const name = req.params.name;
      if (!servable(name)) return notFound(reply);
      const etag = `"${createHash('sha256').update(name).digest('base64url').slice(0, 27)}"`;
      const cached = req.headers['if-none-match'];
      if (cached?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return reply.status(304).header('etag', etag).send();
      const body = await files.read(name);
      if (!body) return notFound(reply);
      return reply
        .type(typeOfStored(name)!)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
}
