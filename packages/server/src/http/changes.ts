/**
 * Change notices for open consoles: `GET /api/events` is a server-sent-event stream telling a signed-in console
 * which of its lists changed, so dispatch work (orders, alerts, visits) shows in every open listing within
 * seconds without a reload. The notices say which lists changed, never what: the console refetches those lists
 * through the ordinary, scoped and granted calls.
 *
 * The source is the database itself: the trigger that counts committed changes (migration 0005) also sends
 * `NOTIFY equipdesk_changes, '<table>'` once per table per transaction (migration 0013), delivered at commit and
 * never for a rolled-back change. Every API process LISTENs on its own connection, so a change committed through
 * any process (or by a job, or by hand in psql) reaches the consoles connected to all of them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAllowed } from '@equipdesk/permissions';
import { LIVE_LISTS, type LiveList } from '@equipdesk/api-client/contract';
import type { Session } from '../auth/session';

/** The channel migration 0013 notifies on. */
export const CHANGES_CHANNEL = 'equipdesk_changes';

/**
 * The lists a change of each table touches, by the name the console lists them under (the API path of the
 * list, which is also the permission area that grants viewing it). Tables not named here send no notice.
 */
export const LISTS_OF_TABLE: Readonly<Record<string, readonly LiveList[]>> = {
  orders: ['orders'],
  order_items: ['orders'],
  order_completions: ['orders'],
  order_signatures: ['orders'],
  alerts: ['alerts/orders', 'alerts/pm', 'alerts/par'],
  visit_definitions: ['visits'],
  visit_definition_locations: ['visits'],
  visit_tasks: ['visits'],
  // An upload's counters move as its job commits each chunk (uploads/process.ts); its rows table never is listed.
  uploads: ['assets/uploads', 'locations/uploads', 'accounts/uploads'],
  // An export request's status and processing log move as its job works (exports/job.ts).
  export_requests: ['assets/productivity/history', 'assets/utilization/history'],
};

export { LIVE_LISTS };

/** Subscribes to a database channel; resolves with the function that stops listening. */
export type Listen = (
  channel: string,
  onNotice: (payload: string) => void,
  /** Called when the listening connection was lost and is back: notices may have been missed meanwhile. */
  onResumed?: () => void,
) => Promise<() => Promise<void>>;

export interface ChangeHubOptions {
  listen?: Listen;
  /** Notices arriving within this window go out as one event. @default 150 */
  batchMs?: number;
}

export interface ChangeHub {
  /** Calls `onLists` with the lists changed since the last call (batched); returns the unsubscribe. */
  subscribe(onLists: (lists: readonly string[]) => void): () => void;
  close(): Promise<void>;
}

/** One LISTEN per process, fanned out to every open stream of that process. */
export async function createChangeHub(options: ChangeHubOptions = {}): Promise<ChangeHub> {
  const batchMs = options.batchMs ?? 150;
  const subscribers = new Set<(lists: readonly string[]) => void>();
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;

  const flush = () => {
    timer = null;
    const lists = [...pending].sort();
    pending = new Set();
    if (lists.length === 0) return;
    for (const subscriber of subscribers) subscriber(lists);
  };
  const queue = (lists: readonly string[]) => {
    for (const list of lists) pending.add(list);
    timer ??= setTimeout(flush, batchMs);
  };

  const stop = options.listen
    ? await options.listen(
        CHANGES_CHANNEL,
        (table) => {
          const lists = LISTS_OF_TABLE[table];
          if (lists) queue(lists);
        },
        () => queue(LIVE_LISTS),
      )
    : null;

  return {
    subscribe(onLists) {
      subscribers.add(onLists);
      return () => subscribers.delete(onLists);
    },
    async close() {
      if (timer) clearTimeout(timer);
      subscribers.clear();
      await stop?.();
    },
  };
}

export interface EventRouteOptions {
  /**
   * A stream ends after this long and the console opens a new one, which passes the guard again (a revoked
   * session stops receiving notices) and lets a load balancer spread long-lived connections anew. @default 5 min
   */
  streamMs?: number;
  /** A comment line keeps idle proxies from closing the stream. @default 20 s */
  heartbeatMs?: number;
}

/** The lists of `lists` the session may view: a notice never names a list its reader cannot open. */
function visibleLists(session: Session, lists: readonly string[]): string[] {
  return lists.filter((list) => isAllowed(session.permissions, list, 'VIEW'));
}

/** `GET /api/events`: the change notices of the lists the signed-in user may view. */
export function registerEventRoutes(app: FastifyInstance, hub: ChangeHub, options: EventRouteOptions = {}): void {
  const streamMs = options.streamMs ?? 5 * 60_000;
  const heartbeatMs = options.heartbeatMs ?? 20_000;
  const open = new Set<(closing?: boolean) => void>();

  // Fastify waits for open requests when it closes: streams end first, and the console reconnects elsewhere.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end(true);
  });

  app.get('/api/events', { config: { grant: 'any' } }, (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session!;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      'x-accel-buffering': 'no',
      'x-content-type-options': 'nosniff',
    });
    // `retry`: how long a browser's EventSource waits before reconnecting; `ready` says the stream is live (a
    // console that reconnects refetches its lists on it, for what it may have missed while away).
    raw.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ lists: visibleLists(session, LIVE_LISTS) })}\n\n`);

    let ended = false;
    /** `closing`: the server shuts down, so the connection goes too (it would otherwise hold the close up). */
    const end = (closing = false) => {
      if (ended) return;
      ended = true;
      open.delete(end);
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      raw.end();
      if (closing) raw.socket?.destroy();
    };
    const unsubscribe = hub.subscribe((lists) => {
      const visible = visibleLists(session, lists);
      if (visible.length > 0) raw.write(`event: change\ndata: ${JSON.stringify({ lists: visible })}\n\n`);
    });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
    const lifetime = setTimeout(end, streamMs);
    open.add(end);
    raw.on('close', () => end());
    raw.on('error', () => end());
  });
}
