/**
 * What the server's log says of a request: Fastify's own fields, with the secrets a URL may carry masked. A reset
 * link (`/reset/{recoveryId}/{messageId}`, opened in the console and checked through `/api/reset/...`) signs its
 * holder in, so it never reaches a log, where people who may not hold it read it.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** `/reset/abc/def?x` and `/api/reset/abc/def` → `/reset/***?x`, `/api/reset/***`; any other URL as it is. */
export function loggableUrl(url: string): string {
  return url.replace(/^(\/api)?\/reset\/[^?#]*/, '$1/reset/***');
}

/** Fastify's request serializer (lib/logger-pino.js) with the URL made loggable. */
function loggableRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: loggableUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger option Fastify is built with: the caller's, with the request serializer above. */
export function withLoggableRequests(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: loggableRequest } };
}
