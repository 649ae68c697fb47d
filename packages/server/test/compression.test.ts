/**
 * Compressed API answers (http/compression.ts), over real HTTP with node's http client (which, unlike fetch, does
 * not decompress): a large JSON list is brotli or gzip as asked and decompresses to the very answer sent without
 * Accept-Encoding; small answers, errors, the change notices and the CSV export stay as they were and still stream.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, login, serveOverHttp, testApp, type TestDatabase } from './helpers';
import { chooseCoding, COMPRESS_MIN_BYTES } from '../src/http/compression';

let database: TestDatabase;
let app: FastifyInstance;
let port: number;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await testApp(database.db, { listen: database.listen, eventStreamMs: 60_000 });
  port = Number(new URL(await serveOverHttp(app)).port);
  token = await login(app, 'admin');
});

afterAll(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  await database?.close();
});

interface Raw {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { 'x-auth-token': token, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const LIST = '/api/assets?pageSize=200';

describe('compressed JSON answers', () => {
  it('sends a large list as brotli or gzip when asked, the same JSON once decompressed', async () => {
    const plain = await get(LIST);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(plain.headers['content-length'])).toBe(plain.body.length);
    expect(plain.body.length).toBeGreaterThan(10 * COMPRESS_MIN_BYTES);
    const text = plain.body.toString('utf8');
    expect((JSON.parse(text) as { success: boolean }).success).toBe(true);

    const br = await get(LIST, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(text);

    const gz = await get(LIST, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gz.body.length);
    expect(gunzipSync(gz.body).toString('utf8')).toBe(text);

    const refused = await get(LIST, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString('utf8')).toBe(text);
  });

  it('leaves small answers and errors as they are', async () => {
    const small = await get('/api/config', { 'accept-encoding': 'br, gzip' });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(small.body.toString('utf8')) as { success: boolean }).success).toBe(true);

    const missing = await get('/api/nowhere', { 'accept-encoding': 'br, gzip' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(missing.body.toString('utf8')) as { success: boolean }).success).toBe(false);
  });

  it('streams the CSV export uncompressed, and it parses', async () => {
    const csv = await get('/api/assets/export.csv', { 'accept-encoding': 'br, gzip' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-encoding']).toBeUndefined();
    // Streamed: no length known in advance.
    expect(csv.headers['transfer-encoding']).toBe('chunked');
    const lines = csv.body.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(10);
    expect(lines[0]).toMatch(/,/);
  });

  it('streams the change notices uncompressed', async () => {
    const events = await new Promise<{ headers: IncomingHttpHeaders; first: string }>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/api/events', headers: { 'x-auth-token': token, 'accept-encoding': 'br, gzip' } },
        (res) => {
          // The first bytes arrive while the stream stays open: nothing waits for the end to compress it.
          res.once('data', (chunk: Buffer) => {
            resolve({ headers: res.headers, first: chunk.toString('utf8') });
            req.destroy();
          });
          res.on('error', () => undefined);
        },
      );
      req.on('error', () => undefined);
      setTimeout(() => reject(new Error('no event-stream bytes')), 5_000);
      req.end();
    });
    expect(events.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.first.length).toBeGreaterThan(0);
  });
});

describe('chooseCoding', () => {
  it('prefers brotli, honours q=0 and the wildcard', () => {
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding('identity')).toBeNull();
    expect(chooseCoding('gzip, deflate, br')).toBe('br');
    expect(chooseCoding('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(chooseCoding('*')).toBe('br');
    expect(chooseCoding('*, br;q=0')).toBe('gzip');
    expect(chooseCoding('deflate')).toBeNull();
  });
});
