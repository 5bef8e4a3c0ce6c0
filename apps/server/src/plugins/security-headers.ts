import type { FastifyInstance } from 'fastify';

// MUI (emotion) injects <style> elements, hence 'unsafe-inline' for styles only. The door's QR
// reader compiles our own zxing WebAssembly ('wasm-unsafe-eval' allows WebAssembly, not eval).
const POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];
const CSP = [...POLICY, "frame-ancestors 'none'"].join('; ');
/**
 * The web store is also the bot's Mini App, which Telegram's web client shows in a frame of its
 * own: its pages may be framed by Telegram's web origins, and only by them.
 */
const TELEGRAM_WEB = 'https://web.telegram.org';
const STORE_CSP = [...POLICY, `frame-ancestors 'self' ${TELEGRAM_WEB}`].join('; ');
const isStorePage = (url: string) =>
  url === '/tienda' || url.startsWith('/tienda/') || url.startsWith('/tienda?');

/** A year, for browsers to keep to HTTPS once a reply came over it. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers on every reply, including errors and static files. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const store = isStorePage(request.url);
    reply.header('Content-Security-Policy', store ? STORE_CSP : CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    // X-Frame-Options cannot name Telegram: the web store's frame rule is its CSP's alone.
    if (!store) reply.header('X-Frame-Options', 'DENY');
    // Reset links carry a secret code in the path: never send it on as a referrer.
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The camera only for our own pages: the check-in screen reads tickets' QR codes with it.
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)');
    // Over HTTPS (or behind a trusted proxy that says so), browsers keep to HTTPS from then on.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // A signed-in answer is the user's own: no browser or proxy cache keeps it, unless the route
    // chose its own caching.
    if (request.headers.authorization && !reply.hasHeader('Cache-Control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
