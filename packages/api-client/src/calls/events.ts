/**
 * Change notices (`GET events`): the server tells an open console which of its lists another user's change
 * touched, so it refetches them, and that its session has ended, so it closes at once. Read with fetch rather than
 * EventSource, because the session token travels in a header. The stream reopens by itself: at once when the
 * server ends it (it does every few minutes), after a growing pause when the network or the server is away, never
 * after a refusal (401 signs out, 403 has no lists, 404 is a server without notices), after the session's end, nor
 * after the server ended it for a newer stream of the same user (`superseded`: it keeps a few per user, and
 * reopening would end another tab's, and so on).
 */
import { SESSION_END_REASONS, SESSION_ENDED_EVENT } from '../contract/constants';
import type { SessionEndReason } from '../contract/constants';
import { ApiError } from '../http/errors';
import type { Transport } from '../transport';

/** The lists a notice names: list resources such as `orders` or `alerts/pm`. */
export interface ChangeNotice {
  lists: string[];
}

export interface WatchChangesHandlers {
  /** Lists another user changed: refetch them. */
  onChange(lists: readonly string[]): void;
  /**
   * The stream is live (`true`) or away (`false`). While it is away, a console refetches its lists on its own
   * (on window focus) instead of waiting for notices.
   */
  onConnection?(connected: boolean): void;
  /**
   * The server ended the stream for a newer one of the same user (another tab; it keeps a few per user) and the
   * watch has stopped. Watch again when this console is in use again (e.g. on window focus).
   */
  onSuperseded?(): void;
  /**
   * The session has ended on the server (signed out elsewhere, the user deactivated, the session expired) and the
   * watch has stopped: close the console. Without this handler the next call's 401 does it.
   */
  onSessionEnded?(reason: SessionEndReason): void;
}

export interface WatchChangesOptions {
  signal: AbortSignal;
  /** The first pause before reopening a failed stream; doubles up to `maxRetryMs`. @default 1000 */
  retryMs?: number;
  /** @default 30000 */
  maxRetryMs?: number;
}

/** One server-sent event: its name (`message` when unnamed) and its data lines joined. */
export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits a server-sent-event body into events (comments and `retry:` lines are skipped); `signal` stops reading. */
export async function* readServerSentEvents(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length > 0) yield { event, data: data.join('\n') };
      }
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}

function listsOf(data: string): string[] {
  try {
    const parsed = JSON.parse(data) as Partial<ChangeNotice>;
    return Array.isArray(parsed.lists) ? parsed.lists.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

/** The reason a `session-ended` event names; `ended` for one this client does not know. */
function reasonOf(data: string): SessionEndReason {
  try {
    const reason = (JSON.parse(data) as { reason?: unknown }).reason;
    return (SESSION_END_REASONS as readonly unknown[]).includes(reason) ? (reason as SessionEndReason) : 'ended';
  } catch {
    return 'ended';
  }
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Watches the change notices until `signal` aborts. A stream that reopens after being away announces its lists
 * as changed: notices sent meanwhile are lost, so what it shows may be out of date.
 */
export async function watchChanges(transport: Transport, handlers: WatchChangesHandlers, options: WatchChangesOptions): Promise<void> {
  const { signal } = options;
  const firstPause = options.retryMs ?? 1_000;
  const maxPause = options.maxRetryMs ?? 30_000;
  let pause = firstPause;
  let opened = false;
  while (!signal.aborted) {
    let live = false;
    try {
      const response = await transport.stream('events', { signal });
      // Anything but an event stream (a page a proxy or a static server answers with) is a server without notices.
      if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        void response.body?.cancel().catch(() => undefined);
        handlers.onConnection?.(false);
        return;
      }
      for await (const event of readServerSentEvents(response.body, signal)) {
        if (event.event === 'ready') {
          live = true;
          pause = firstPause;
          handlers.onConnection?.(true);
          if (opened) handlers.onChange(listsOf(event.data));
          opened = true;
        } else if (event.event === 'change') {
          const lists = listsOf(event.data);
          if (lists.length > 0) handlers.onChange(lists);
        } else if (event.event === 'superseded') {
          handlers.onConnection?.(false);
          handlers.onSuperseded?.();
          return;
        } else if (event.event === SESSION_ENDED_EVENT) {
          handlers.onConnection?.(false);
          handlers.onSessionEnded?.(reasonOf(event.data));
          return;
        }
      }
    } catch (error) {
      if (signal.aborted) break;
      // Refused: a 401 has signed the console out, a 403 means nothing to watch, a 404 a server without notices.
      if (error instanceof ApiError && (error.status === 401 || error.status === 403 || error.status === 404)) {
        handlers.onConnection?.(false);
        return;
      }
    }
    if (signal.aborted) break;
    handlers.onConnection?.(false);
    if (live) {
      // The server ended a stream that worked (its lifetime, or a process shutting down): reopen at once.
      await wait(100, signal);
    } else {
      await wait(pause, signal);
      pause = Math.min(pause * 2, maxPause);
    }
  }
}
