import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The one Content-Security-Policy of the app. Scripts only from our own origin (the built
 * index.html has no inline script). Styles also allow 'unsafe-inline' on purpose: MUI's
 * emotion injects <style> elements at run time and the web app does not pass a nonce to
 * its cache; inline styles cannot run code, so the script policy stays strict. Frames take
 * only blob: URLs: the document preview puts a PDF fetched with the session's token into an
 * <iframe> (its src cannot carry the token); no page of ours is ever framed, and plugins stay off.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src blob:',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export interface SecurityHeadersOptions {
  /** Strict-Transport-Security max-age in seconds; 0 sends no HSTS header (plain HTTP). */
  hstsMaxAge: number;
}

/** Security headers on every answer; API answers stay out of every cache unless a route says otherwise. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
  const hsts = opts.hstsMaxAge > 0 ? `max-age=${opts.hstsMaxAge}; includeSubDomains` : null;
  // A callback hook: nothing is awaited, and every request runs it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (hsts) reply.header('strict-transport-security', hsts);
    // Set before the handler so routes serving public artwork can still replace it.
    if (request.url.startsWith('/api/') || request.url === '/api') reply.header('cache-control', 'no-store');
    done();
  });
});
