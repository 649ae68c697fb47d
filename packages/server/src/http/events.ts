/**
 * `GET /api/events`: a server-sent-event stream telling a signed-in console which of its lists changed, so dispatch
 * work (orders, alerts, visits) shows in every open listing within seconds without a reload, and that its session
 * has ended (signed out elsewhere, the user deactivated, the session expired or revoked), so the console closes at
 * once instead of at its next call. What a reader hears is decided in http/changes.ts; this module keeps the
 * streams: their lifetime, their heartbeat, how many one user may hold open, and their session's end.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_LISTS, SESSION_ENDED_EVENT } from '@equipdesk/api-client/contract';
import { sessionOf } from '../auth/guard';
import { rowScope, sessionStanding, type ServerSessionEnd } from '../auth/session';
import { listsHeardBy, visibleLists, type ChangeHub, type NoticeReader } from './changes';

/**
 * Streams one user may hold open in one API process (a console holds one per tab). Opening one more ends the
 * oldest, with a `superseded` event that tells that console not to reopen it: a new tab always gets its stream.
 */
export const EVENT_STREAMS_PER_USER = 10;

export interface EventRouteOptions {
  /**
   * A stream ends after this long and the console opens a new one, which passes the guard again (a revoked
   * session stops receiving notices, a changed scope is read again) and lets a load balancer spread long-lived
   * connections anew. @default 5 min
   */
  streamMs?: number;
  /** A comment line keeps idle proxies from closing the stream. @default 20 s */
  heartbeatMs?: number;
}

/**
 * How a stream ends: its lifetime or the client, the server shutting down, a newer stream of its user, or its
 * session's end (with why).
 */
type Ending = 'done' | 'closing' | 'superseded' | { sessionEnded: ServerSessionEnd };

/** A session's expiry is checked this long after it falls due, so that the clock has surely passed it. */
const EXPIRY_MARGIN_MS = 50;

export function registerEventRoutes(app: FastifyInstance, hub: ChangeHub, options: EventRouteOptions = {}): void {
  const streamMs = options.streamMs ?? 5 * 60_000;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const open = new Set<(how?: Ending) => void>();
  /** Each user's open streams, oldest first. */
  const streamsOfUser = new Map<string, ((how?: Ending) => void)[]>();

  // Fastify waits for open requests when it closes: streams end first, and the console reconnects elsewhere.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end('closing');
  });

  // `touch: false`: a console reopens its stream by itself every few minutes, which is not the user's activity; an
  // open console left alone expires like any other session, and hears of it.
  app.get('/api/events', { config: { grant: 'any', touch: false } }, async (request: FastifyRequest, reply: FastifyReply) => {
    const session = sessionOf(request);
    const scope = await rowScope(app.db, session);
    const reader: NoticeReader = {
      userId: session.user.externalId,
      permissions: session.permissions,
      privileged: session.privileged,
      facilities: new Set(scope?.facilities),
      accounts: new Set(scope?.accounts),
    };
    reply.hijack();
    const raw = reply.raw;
    // The client may have gone while its scope was read: its close has passed, and nothing is to be held open.
    if (raw.destroyed || request.raw.socket?.destroyed) return;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    // `retry`: how long a browser's EventSource waits before reconnecting; `ready` says the stream is live (a
    // console that reconnects refetches its lists on it, for what it may have missed while away).
    raw.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ lists: visibleLists(reader, LIVE_LISTS) })}\n\n`);

    let ended = false;
    const end = (how: Ending = 'done') => {
      if (ended) return;
      ended = true;
      open.delete(end);
      const others = (streamsOfUser.get(reader.userId) ?? []).filter((stream) => stream !== end);
      if (others.length > 0) streamsOfUser.set(reader.userId, others);
      else streamsOfUser.delete(reader.userId);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      if (expiry) clearTimeout(expiry);
      if (how === 'superseded') raw.write(`event: superseded\ndata: ${JSON.stringify({ limit: EVENT_STREAMS_PER_USER })}\n\n`);
      if (typeof how === 'object') raw.write(`event: ${SESSION_ENDED_EVENT}\ndata: ${JSON.stringify({ reason: how.sessionEnded })}\n\n`);
      raw.end();
      // The server shuts down, so the connection goes too (it would otherwise hold the close up).
      if (how === 'closing') raw.socket?.destroy();
    };
    // The session is read again when the database says it may have ended (a token of the user revoked, the user
    // changed) and when it falls due to expire; reads do not overlap (a notice during one reads again after it).
    let expiry: NodeJS.Timeout | null = null;
    let reading: Promise<void> | null = null;
    let readAgain = false;
    const readSession = async (): Promise<void> => {
      const standing = await sessionStanding(app.db, session.tokenHash, app.now(), app.settings.tokenPolicy);
      if (ended) return;
      if ('ended' in standing) {
        end({ sessionEnded: standing.ended });
        return;
      }
      if (expiry) clearTimeout(expiry);
      const due = standing.until.getTime() - app.now().getTime() + EXPIRY_MARGIN_MS;
      // Due after the stream's end: the next stream reads it again.
      expiry = due < streamMs ? setTimeout(checkSession, Math.max(0, due)) : null;
    };
    const checkSession = () => {
      if (ended) return;
      if (reading) {
        readAgain = true;
        return;
      }
      reading = readSession()
        // The database is away: the stream ends with the process's connection, or the next notice reads again.
        .catch((err: unknown) => request.log.warn({ err }, 'the session of an event stream could not be read'))
        .finally(() => {
          reading = null;
          if (readAgain) {
            readAgain = false;
            checkSession();
          }
        });
    };

    const unsubscribe = hub.subscribe((batch) => {
      if (batch.everything || batch.sessions.has(reader.userId)) checkSession();
      const lists = listsHeardBy(reader, batch);
      if (lists.length > 0) raw.write(`event: change\ndata: ${JSON.stringify({ lists })}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
    const lifetime = setTimeout(end, streamMs);
    open.add(end);
    const mine = [...(streamsOfUser.get(reader.userId) ?? []), end];
    streamsOfUser.set(reader.userId, mine);
    // The oldest go (each takes itself out of the user's streams as it ends).
    for (const oldest of mine.slice(0, Math.max(0, mine.length - EVENT_STREAMS_PER_USER))) oldest('superseded');
    raw.on('close', () => end());
    raw.on('error', () => end());
    // Read once now: a session ended between the guard's read and the subscription above was heard by nobody.
    checkSession();
  });
}
