/** Security headers on every response, API and console alike. */
import type { FastifyInstance } from 'fastify';

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

const HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** What a script or stylesheet of the build needs: the document's policies do not apply to it. */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy']);

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // The build's hashed files are never documents: the page's policies (CSP, framing, opener, referrer) would
    // only add ~300 bytes to each of the dozen files a page loads over HTTP/1.1.
    const subresource = request.url.startsWith('/assets/');
    // A route may set a stricter policy of its own (the location barcode SVG): keep it.
    for (const [name, value] of Object.entries(HEADERS)) {
      if (subresource && !SUBRESOURCE_HEADERS.has(name)) continue;
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    // API answers carry sessions and personal data: never cache them.
    if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
