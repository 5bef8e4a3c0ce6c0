import { readFile } from 'node:fs/promises';
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
 * A request path of the public files route inside the private folder, however it is spelled
 * (encoded, `./`, `//`): the public route must refuse it.
 */
export function isPrivatePath(pathName: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathName);
  } catch {
    return true;
  }
  const normal = path.posix.normalize(`/${decoded.replaceAll('\\', '/')}`);
  return normal === `/${PRIVATE_PREFIX.slice(0, -1)}` || normal.startsWith(`/${PRIVATE_PREFIX}`);
}

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
      const type = TYPES[base.split('.').at(-1) ?? ''];
      reply.header('cache-control', 'private, no-store');
      const notFound = () => reply.status(404).send({ message: errorTexts.notFound });
      if (base !== path.basename(base) || !type || !validFileLink(name, req.query.e, req.query.s))
        return notFound();
      // At most 5 MB (MAX_IMAGE_BYTES): read whole, so a file gone meanwhile is a 404, not a broken stream.
      const body = await readFile(path.join(filesDir, name)).catch(() => undefined);
      if (!body) return notFound();
      return reply.type(type).header('x-content-type-options', 'nosniff').send(body);
    },
  );
}
