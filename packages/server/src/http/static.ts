/**
 * The built console as a web app should be served: the brotli or gzip copy the build wrote beside each file
 * (chosen by Accept-Encoding), hashed files under /_app/ cached for a year, index.html never cached, and
 * index.html for the console's own routes (/dashboard, /assets/uploads, /reset/...).
 */
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { DOCUMENT_POLICIES } from './security';

/**
 * The folder the console's build writes its hashed files to (Vite's `build.assetsDir` in
 * packages/console/vite.config.ts). No console route starts with it: Vite's default, `assets/`, is also the
 * console's /assets pages, whose index.html was then taken for a script (no CSP, no framing policy).
 * e2e/headers.e2e.ts checks the build and the route table against it.
 */
export const BUILD_DIR = '_app';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
/** Unhashed files beside index.html (favicon): a day, then asked again. */
export const SHORT = 'public, max-age=86400';

/** Files whose encoded copies the build writes; their answers differ by Accept-Encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest|ico)$/;

/**
 * A file the build wrote under BUILD_DIR: its name holds its hash, so it never changes. Decided by the file served,
 * never by the address asked (an address under /_app/ that is no file is the console page).
 */
function isBuildFile(relative: string): boolean {
  return relative.startsWith(`${BUILD_DIR}/`);
}

function cacheControlOf(relative: string): string {
  if (isBuildFile(relative)) return IMMUTABLE;
  if (relative.endsWith('.html')) return REVALIDATE;
  return SHORT;
}

export async function registerConsole(app: FastifyInstance, staticDir: string): Promise<void> {
  const root = path.resolve(staticDir);
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
      const relative = path.relative(root, original).split(path.sep).join('/');
      res.setHeader('cache-control', cacheControlOf(relative));
      if (COMPRESSIBLE.test(original)) res.setHeader('vary', 'Accept-Encoding');
      // A script or stylesheet of the build is never a document: it keeps nosniff and the resource policy only. `res`
      // is Node's response (reply.raw, where http/security.ts set them); the plugin's type names only part of it.
      if (isBuildFile(relative)) for (const name of DOCUMENT_POLICIES) (res as unknown as ServerResponse).removeHeader(name);
    },
  });
}

/** index.html for a console route, never cached (a new release must reach the browser at once). */
export function sendConsolePage(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', REVALIDATE).header('vary', 'Accept-Encoding').type('text/html; charset=utf-8').sendFile('index.html');
}
