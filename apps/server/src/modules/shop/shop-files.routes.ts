import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SERVICE_WORKER } from '@vitrina/storefront';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { errorTexts } from '#server/lib/errors.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export /** A page compressed for the browser that takes it (brotli at a fast level: ~1 ms for a page). */
function compressed(req: FastifyRequest, html: string): { body: Buffer | string; encoding: string | null } {
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept))
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(accept)) return { body: gzipSync(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}

/** The built browser files, in memory with their .br/.gz copies (a handful of small files). */
function assetFiles(dist: string): Map<string, Buffer> {
  const dir = path.join(dist, 'assets');
  const files = new Map<string, Buffer>();
  if (!existsSync(dir)) return files;
  for (const name of readdirSync(dir)) files.set(name, readFileSync(path.join(dir, name)));
  return files;
}

/** The storefront's built script and chunks (/tienda/assets/…, hashed names) and its push worker. */
export const shopFiles: FastifyPluginAsync<{ dist: string }> = async (app, { dist }) => {
  const files = assetFiles(dist);
  const route = { config: { access: 'public' as const }, schema: { hide: true } };
  type Req = FastifyRequest<{ Params: { file?: string } }>;

  app.get('/tienda/sw.js', route, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SERVICE_WORKER),
  );

  app.get('/tienda/assets/:file', route, async (req: Req, reply) => {
    const name = req.params.file ?? '';
    const body = files.get(name);
    if (!body || name.endsWith('.br') || name.endsWith('.gz'))
      return reply.status(404).send({ message: errorTexts.notFound });
    const accept = String(req.headers['accept-encoding'] ?? '');
    const encoding =
      /\bbr\b/.test(accept) && files.has(`${name}.br`)
        ? 'br'
        : /\bgzip\b/.test(accept) && files.has(`${name}.gz`)
          ? 'gzip'
          : null;
    reply
      .header('cache-control', IMMUTABLE)
      .header('vary', 'Accept-Encoding')
      .type(name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8');
    if (!encoding) return reply.send(body);
    return reply
      .header('content-encoding', encoding)
      .send(files.get(`${name}.${encoding === 'br' ? 'br' : 'gz'}`));
  });
};
