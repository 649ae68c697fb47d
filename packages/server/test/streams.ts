/**
 * An open change-notice stream (`GET /api/events`) read over real HTTP as a console reads it, for the event tests:
 * the events read so far, and a wait for the next one that matches.
 */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { login } from './helpers';

export interface ServerEvent {
  event: string;
  /** The `lists` of the event's data, when it names some. */
  lists?: string[];
  data: string;
}

export interface OpenStream {
  events: ServerEvent[];
  /** True once the server ended the stream. */
  readonly ended: boolean;
  /** The first event of this name after the `from`th (by default: one still to come). */
  next(event: string, timeoutMs?: number, from?: number): Promise<ServerEvent | undefined>;
  /** The `change` events so far, by their lists. */
  changes(): string[][];
  /** The lists of the next `change` event not taken yet (undefined when none comes within the timeout). */
  takeChange(timeoutMs?: number): Promise<string[] | undefined>;
  close(): Promise<void>;
}

/** Opens a stream as `username` (signing in anew) or with a token given as `{token}`. */
export async function openStream(who: string | { token: string }, on: { app: FastifyInstance; base: string }): Promise<OpenStream> {
  const token = typeof who === 'string' ? await login(on.app, who) : who.token;
  const controller = new AbortController();
  const response = await fetch(`${on.base}/api/events`, { headers: { 'x-auth-token': token }, signal: controller.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: ServerEvent[] = [];
  let ended = false;
  let taken = 0;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        ended = true;
        return;
      }
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!event || data === undefined) continue;
        const lists = (JSON.parse(data) as { lists?: string[] }).lists;
        events.push({ event, data, ...(lists ? { lists } : {}) });
      }
    }
  })();
  return {
    events,
    get ended() {
      return ended;
    },
    async next(event, timeoutMs = 3_000, from = events.length) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const found = events.slice(from).find((e) => e.event === event);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return undefined;
    },
    changes: () => events.filter((e) => e.event === 'change').map((e) => e.lists ?? []),
    async takeChange(timeoutMs = 3_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const changes = events.filter((e) => e.event === 'change');
        if (changes.length > taken) return changes[taken++]!.lists ?? [];
        if (Date.now() >= until) return undefined;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
