import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorTexts } from '#server/lib/errors.ts';
import { validFileLink } from '#server/lib/file-links.ts';
import { PRIVATE_PREFIX } from '#server/lib/files.ts';

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * GET /api/files/private/:name — a payment proof, a delivery photo or a ticket QR image, only to
 * a link the API signed (lib/file-links.ts) and before it expires; 404 otherwise, whether or not
 * the file exists. Nothing may keep a copy (`private, no-store`).
 */
export function registerPrivateFiles(app: FastifyInstance, filesDir: string): void {
  type Req = FastifyRequest<{ Params: { name: string }; Querystring: { e?: unknown; s?: unknown } }>;
  app.get(
    '/api/files/private/:name',
    { config: { access: 'public' }, schema: { hide: true } },
    async (req: Req, reply) => {
      const base = req.params.name;
      const name = `${PRIVATE_PREFIX}${base}`;
      const file = path.join(filesDir, name);
      const type = TYPES[base.split('.').at(-1) ?? ''];
      reply.header('cache-control', 'private, no-store');
      if (
        base !== path.basename(base) ||
        !type ||
        !validFileLink(name, req.query.e, req.query.s) ||
        !existsSync(file)
      )
        return reply.status(404).send({ message: errorTexts.notFound });
      return reply.type(type).header('x-content-type-options', 'nosniff').send(createReadStream(file));
    },
  );
}
