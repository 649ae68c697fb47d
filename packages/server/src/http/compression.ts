/**
 * Compressed API answers. The JSON text of a successful answer over ~1 KB is sent as brotli (quality 4) or gzip
 * (level 5), whichever the request's Accept-Encoding takes, brotli first. Only text Fastify already holds whole
 * (a string or a Buffer): a stream (the CSV and XLSX exports, the change notices of GET /api/events) is never
 * buffered, nor is anything that is not JSON (the workbooks are zip files already, the console's files are
 * precompressed by http/static.ts) or an answer that already names its encoding.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Lru } from './versions';

/** Below this many bytes the headers and the work cost more than the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 5 };

type Coding = 'br' | 'gzip';

/**
 * The compressed bytes of recent answers, by coding, keyed by the answer's text itself (so never stale): a kept
 * answer (http/versions.ts) is the same string each time, and compressing it again on every request cost the
 * kept 50-row asset page two thirds of its throughput in the load bench. Bounded by count and by bytes (the text
 * held as the key and the compressed bytes).
 */
const KEPT_COMPRESSED = 1_000;
const KEPT_COMPRESSED_BYTES = 16 * 1024 * 1024;
const compressedOf: Record<Coding, Lru<Buffer>> = {
  br: new Lru<Buffer>(KEPT_COMPRESSED, KEPT_COMPRESSED_BYTES),
  gzip: new Lru<Buffer>(KEPT_COMPRESSED, KEPT_COMPRESSED_BYTES),
};

async function compress(payload: string | Buffer, coding: Coding): Promise<Buffer> {
  const kept = typeof payload === 'string' ? compressedOf[coding].get(payload) : undefined;
  if (kept) return kept;
  const body = coding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzipped(payload, GZIP_OPTIONS);
  if (typeof payload === 'string') compressedOf[coding].set(payload, body, payload.length * 2 + body.length);
  return body;
}

/** The coding to use for an Accept-Encoding header: `br` or `gzip` when named (or `*`) without q=0, else none. */
export function chooseCoding(acceptEncoding: string | string[] | undefined): Coding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q' && value !== undefined) q = Number(value);
    }
    accepted.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const wildcard = accepted.get('*');
  for (const coding of ['br', 'gzip'] as const) {
    const q = accepted.get(coding) ?? wildcard;
    if (q !== undefined && q > 0) return coding;
  }
  return null;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !/^application\/json\b/i.test(type)) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < COMPRESS_MIN_BYTES) return payload;
    // The answer's bytes now depend on the request's Accept-Encoding, whether or not this one is compressed.
    addVary(reply);
    const coding = chooseCoding(request.headers['accept-encoding']);
    if (!coding) return payload;
    const body = await compress(payload, coding);
    reply.header('content-encoding', coding);
    // Fastify sets the length of the bytes it sends; a length set for the text would be wrong now.
    reply.removeHeader('content-length');
    return body;
  });
}
