import type { FastifyInstance } from 'fastify';

// MUI (emotion) injects <style> elements, hence 'unsafe-inline' for styles only. The door's QR
// reader compiles our own zxing WebAssembly ('wasm-unsafe-eval' allows WebAssembly, not eval).
const CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Security headers on every reply, including errors and static files. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', CSP);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    // Reset links carry a secret code in the path: never send it on as a referrer.
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    // The camera only for our own pages: the check-in screen reads tickets' QR codes with it.
    reply.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self)');
    return payload;
  });
}
