/**
 * The built console as a web app should be served: the brotli or gzip copy the build wrote beside each file
 * (chosen by Accept-Encoding), hashed files under /assets/ cached for a year, index.html never cached, and
 * index.html for the console's own routes (/dashboard, /reset/...).
 */
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Unhashed files beside index.html (favicon): a day, then asked again. */
export const SHORT = 'public, max-age=86400';

/** Files whose encoded copies the build writes; their answers differ by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest|ico)$/;

function cacheControlOf(root: string, file: string): string {
  const relative = path.relative(root, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  if (relative === 'index.html' || relative.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

export async function registerConsole(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    index: 'index.html',
    wildcard: true,
    preCompressed: true,
    // Set below, per file: `send` would write max-age=0 on everything.
    cacheControl: false,
    // The ETag revalidates; hashed files are never asked again within a year, and nobody fetches part of a script.
    lastModified: false,
    acceptRanges: false,
    setHeaders(res, file) {
      // The encoded copies are named file.js.br / file.js.gz: the rules follow the file they stand for.
      const original = file.replace(/\.(br|gz)$/, '');
      res.setHeader('cache-control', cacheControlOf(root, original));
      if (COMPRESSIBLE.test(original)) res.setHeader('vary', 'Accept-Encoding');
    },
  });
}

/** index.html for a console route, never cached (a new release must reach the browser at once). */
export function sendConsolePage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding').type('text/html; charset=utf-8').sendFile('index.html');
}
