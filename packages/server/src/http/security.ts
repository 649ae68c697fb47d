/**
 * Security headers on every answer: API, console page, static file, 404 and error alike. They are set on the response
 * as the request arrives, so an answer that is written by hand (the change-notice stream) carries them too; the
 * console's hashed build files then drop the document policies (http/static.ts), decided by the file they are.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** styled-components injects <style> tags, hence 'unsafe-inline' for styles only; scripts stay strict. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self'",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** A year, this host and its subdomains: sent only on answers that came over TLS (see `securityHeadersOf`). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * The policies of a document, which a script or stylesheet of the build has no use for: the build's hashed files go
 * without them (~300 bytes less on each of the dozen files a page loads over HTTP/1.1, within /login's budget).
 */
export const DOCUMENT_POLICIES: readonly string[] = ['content-security-policy', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy'];

/**
 * The headers for this request. HSTS only when the request came over TLS: through a proxy Fastify trusts
 * (TRUST_PROXY, which makes `X-Forwarded-Proto` the protocol), or to the server itself. Sent over plain HTTP it
 * would mean nothing to a browser, and a server reached over HTTP only must not claim a policy it cannot keep.
 */
export function securityHeadersOf(request: FastifyRequest): Record<string, string> {
  return request.protocol === 'https' ? { ...SECURITY_HEADERS, 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : { ...SECURITY_HEADERS };
}

/**
 * On the raw response: a route's own value set on the reply (the location barcode's stricter CSP) still wins, since
 * Node lets the headers written with the status replace these.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(securityHeadersOf(request))) reply.raw.setHeader(name, value);
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => setSecurityHeaders(request, reply));
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers carry sessions and personal data: never cache them.
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
