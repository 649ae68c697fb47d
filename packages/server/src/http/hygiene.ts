/**
 * Input every route refuses before it runs, and the errors Fastify and Node answer on their own, all in the API's
 * JSON: text PostgreSQL cannot store (U+0000, unpaired surrogates) anywhere in the query, the path or a JSON body;
 * malformed or over-long addresses; oversized headers.
 */
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, VALIDATION_FAILED_MESSAGE } from './errors';
import { SECURITY_HEADERS, setSecurityHeaders } from './security';

export const UNSTORABLE_TEXT_MESSAGE = 'Text must not contain the NUL character or unpaired surrogates.';
export const BAD_ADDRESS_MESSAGE = 'The address of the request is not valid.';
export const ADDRESS_TOO_LONG_MESSAGE = 'The address of the request is too long.';
export const HEADERS_TOO_LARGE_MESSAGE = 'The request headers are too large.';

/** Most values looked at in one request: a body is at most 1 MB, so this is a bound on work, not a limit users meet. */
const MAX_VALUES = 200_000;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL, or a UTF-16 string with a lone surrogate (what `JSON.parse` makes of `"\ud800"`). */
export function isUnstorable(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The path of the first unstorable string or key in a parsed value (iterative: a body may nest 1,000 deep). */
export function findUnstorable(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  let seen = 0;
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (++seen > MAX_VALUES) return null;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}.${i}`]);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (isUnstorable(key)) return path;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

export function registerInputHygiene(app: FastifyInstance): void {
  // preValidation: after the body is parsed, before any handler (or query) runs; public routes included.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const where = findUnstorable(request.params, 'params') ?? findUnstorable(request.query, 'query') ?? findUnstorable(request.body, 'body');
    if (where !== null) {
      const field = where.split('.').slice(1).join('.');
      throw new HttpError(400, UNSTORABLE_TEXT_MESSAGE, [{ field, message: UNSTORABLE_TEXT_MESSAGE }]);
    }
  });
}

/** Fastify's router errors (a malformed percent-encoding, a path parameter over its length), as the API's JSON. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // The router answers these before any hook runs: the security headers are set here.
  setSecurityHeaders(request, reply);
  // The message never echoes the address: it may be long, and it is the caller's own input.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ success: false, message: ADDRESS_TOO_LONG_MESSAGE });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ success: false, message: BAD_ADDRESS_MESSAGE });
  } else {
    void reply.status(400).send({ success: false, message: VALIDATION_FAILED_MESSAGE });
  }
}

/** Errors Node's HTTP parser meets before Fastify sees a request (oversized headers, garbage), as the API's JSON. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE_MESSAGE]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', VALIDATION_FAILED_MESSAGE];
  const body = JSON.stringify({ success: false, message });
  // No request was parsed, so nothing says it came over TLS: the security headers without HSTS.
  const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${security}Connection: close\r\n\r\n${body}`,
  );
}
