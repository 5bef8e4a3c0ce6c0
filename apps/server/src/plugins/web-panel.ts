import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorTexts } from '#server/lib/errors.ts';

// Vite names every file under assets/ after a hash of its content: a changed file gets a new
// name, so a browser may keep these for a year without asking again.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current hashes; it must be checked on every visit.
const REVALIDATE = 'no-cache';

/**
 * Serves the built panel (apps/web/dist) when there is one: the brotli or gzip copy the build
 * made beside each file when the browser accepts it (`Vary: Accept-Encoding`), and index.html for
 * any other page URL, since the panel uses history-mode routes.
 */
export async function registerWebPanel(app: FastifyInstance, webDist: string): Promise<void> {
  const hasPanel = existsSync(path.join(webDist, 'index.html'));
  if (hasPanel) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webDist, filePath).split(path.sep)[0] === 'assets';
        reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api') && hasPanel;
    if (isPage && request.headers.accept?.includes('text/html')) {
      return reply.header('Cache-Control', REVALIDATE).sendFile('index.html');
    }
    return reply.status(404).send({ message: errorTexts.notFound });
  });
}
