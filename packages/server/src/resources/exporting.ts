/**
 * How one API process writes streamed exports (CSV, XLSX) without starving its other calls: a few exports at once,
 * a short queue behind them and a 429 at once beyond it (Slots); and one lane their database statements take in turn,
 * each after a turn of the event loop (ExportLane), so a call that arrives meanwhile waits for one export statement at
 * most, never for every export's. The files themselves are written by export workers (exportWorkers.ts).
 * docs/DECISIONS.md "Exports under load" and "Exports off the main thread".
 */
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as pause } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/index';
import { HttpError } from '../http/errors';
import { csvStream, xlsxStream, type TabularColumn } from './tabular';

/**
 * Exports one process writes at once. It bounds the memory and database time many large exports take together
 * (twenty XLSX files of every asset at once added ~280 MB); a limit of one process's work, not a rule that needs
 * every process to agree.
 */
export const EXPORTS_AT_ONCE = 4;
/**
 * Exports that may wait for a slot beyond those; one more is answered 429 at once. A queued export waits until a slot
 * is free or its client goes away: never turned away late, after waiting.
 */
export const EXPORT_QUEUE_LENGTH = 4;
export const EXPORT_RETRY_AFTER_S = 10;
export const EXPORTS_BUSY_MESSAGE = 'Too many exports are being prepared. Please try again in a few seconds.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route streams a file under the process's export slots (sendExport): refused at once while they are all taken. */
    exportStream?: boolean;
  }
}

const busy = () => new HttpError(429, EXPORTS_BUSY_MESSAGE, undefined, { 'retry-after': String(EXPORT_RETRY_AFTER_S) });

/** A place among the running and the queued: `start` resolves when it may run; `release` gives it back (once). */
export interface Place {
  start(): Promise<void>;
  release(): void;
}

/**
 * A few things at once and a short queue behind them. `admit` takes a place or fails with 429 at once; places start
 * first come, first served; a place given back while it waits leaves the queue.
 */
export class Slots {
  private running = 0;
  private places = 0;
  private readonly waiting: { run: () => void; leave: () => void }[] = [];
  constructor(
    private readonly size: number,
    private readonly queueLength: number = EXPORT_QUEUE_LENGTH,
  ) {}

  /** Every place taken: the next `admit` is refused. */
  get full(): boolean {
    return this.places >= this.size + this.queueLength;
  }

  admit(): Place {
    if (this.full) throw busy();
    this.places++;
    let state: 'admitted' | 'waiting' | 'running' | 'released' = 'admitted';
    let entry: { run: () => void; leave: () => void } | null = null;
    return {
      start: () => {
        if (state !== 'admitted') return Promise.reject(new Error('A place starts once.'));
        if (this.running < this.size) {
          this.running++;
          state = 'running';
          return Promise.resolve();
        }
        state = 'waiting';
        return new Promise<void>((resolve, reject) => {
          entry = {
            run: () => {
              state = 'running';
              resolve();
            },
            leave: () => reject(busy()),
          };
          this.waiting.push(entry);
        });
      },
      release: () => {
        if (state === 'released') return;
        const was = state;
        state = 'released';
        this.places--;
        if (was === 'waiting' && entry) {
          this.waiting.splice(this.waiting.indexOf(entry), 1);
          entry.leave();
        } else if (was === 'running') {
          // The slot goes to the first in the queue: the number running stays.
          const next = this.waiting.shift();
          if (next) next.run();
          else this.running--;
        }
      },
    };
  }

  /** A place, started: resolves with the function that gives it back. */
  async acquire(): Promise<() => void> {
    const place = this.admit();
    await place.start();
    return place.release;
  }
}

const exportSlotsByApp = new WeakMap<FastifyInstance, Slots>();
/** The export slots of one API process, shared by every export route (hand-written ones too). */
export function exportSlotsOf(app: FastifyInstance): Slots {
  let slots = exportSlotsByApp.get(app);
  if (!slots) exportSlotsByApp.set(app, (slots = new Slots(EXPORTS_AT_ONCE)));
  return slots;
}

/** The place an export request was admitted with, from its arrival until its answer is done. */
const placesOfRequests = new WeakMap<FastifyRequest, Place>();

/**
 * Admits an export request to the process's export slots as it arrives, before the guard: when every place is taken
 * the answer is 429 at once, without reading the session or waiting for the database (the embedded database was busy
 * with the exports, and each refusal waited its turn behind them for seconds). The refusal says nothing of the caller
 * or of the data; a request the guard then refuses gives its place back with its answer.
 */
export function registerExportAdmission(app: FastifyInstance): void {
  // What arrives and what is being answered is counted for the export lane, which gives way to it.
  const arrived = () => void arrivals++;
  app.server.on('connection', arrived);
  app.server.on('request', arrived);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.exportStream) {
      const call = reply.raw;
      callsInFlight.set(call, performance.now());
      call.once('close', () => callsInFlight.delete(call));
      return;
    }
    const place = exportSlotsOf(app).admit();
    placesOfRequests.set(request, place);
    reply.raw.once('close', place.release);
  });
}

/**
 * Connections and requests this process has seen arrive, and the calls it is answering (export streams aside) since
 * when: every server of the process, as the lane belongs to the database the process's servers share.
 */
let arrivals = 0;
const callsInFlight = new Map<object, number>();
/** A call older than this is a stream (the change notices) or waiting on something else: exports no longer wait for it. */
const CALL_WINDOW_MS = 2_000;
/** The most turns of the event loop an export statement gives way for while requests keep arriving. */
const MAX_TURNS = 64;
/** The longest an export statement waits for the calls being answered to be done. */
const MAX_DEFER_MS = 50;

function callsWaiting(now: number): boolean {
  for (const since of callsInFlight.values()) if (now - since < CALL_WINDOW_MS) return true;
  return false;
}

/**
 * Statements of exports (and of export-request jobs) run `size` at a time, first come first served, each giving way
 * to everything else the process does: after a turn of the event loop, as many more as it takes for connections and
 * requests that arrived meanwhile to be read, and while calls are being answered, up to MAX_DEFER_MS. The embedded
 * database runs every statement on the event loop's thread and hands it from one waiting statement to the next without
 * a turn of the loop in between, and Node accepts one new connection per turn: four exports reading batch after batch
 * kept a `GET /api/config` waiting ~800 ms and twelve refusals 17 s. On PostgreSQL the exports' statements and the
 * work between them take the CPU the other calls need; the lane also keeps exports to `size` of the pool's
 * connections. Exports get what the other calls leave.
 */
export class ExportLane {
  private readonly slots: Slots;
  constructor(size: number) {
    this.slots = new Slots(size, Number.POSITIVE_INFINITY);
  }

  async run<T>(statement: () => Promise<T>): Promise<T> {
    const release = await this.slots.acquire();
    try {
      for (let turns = 0, seen = -1; arrivals !== seen && turns < MAX_TURNS; turns++) {
        seen = arrivals;
        await nextTurn();
      }
      const until = performance.now() + MAX_DEFER_MS;
      while (callsWaiting(performance.now()) && performance.now() < until) await pause(1);
      return await statement();
    } finally {
      release();
    }
  }
}

/**
 * Export statements at once on PostgreSQL (of a pool of 10 by default); the embedded database runs one at a time
 * anyway. One: two kept two of the database's cores busy with exports while a call's statements waited for one
 * (docs/DECISIONS.md "Exports off the main thread").
 */
export const EXPORT_CONNECTIONS = 1;

/** Whether a database handle is PostgreSQL's pool (else the embedded database, on this thread). */
export function runsOnPostgres(db: Db): boolean {
  return (db as { $client?: unknown }).$client instanceof pg.Pool;
}

const lanes = new WeakMap<Db, ExportLane>();
/** The lane of a database handle (one per process and database). */
export function exportLaneOf(db: Db): ExportLane {
  let lane = lanes.get(db);
  if (!lane) {
    lanes.set(db, (lane = new ExportLane(runsOnPostgres(db) ? EXPORT_CONNECTIONS : 1)));
  }
  return lane;
}

/** A file an export writes: its name, its sheet's name (XLSX), its columns, its rows a batch at a time and the zone of its times. */
export interface TabularExport<T> {
  filename: string;
  sheet: string;
  columns: readonly TabularColumn<T>[];
  pages: AsyncIterable<T[]>;
  /** The IANA zone its date-times are written in (the call's `timeZone`). @default 'UTC' */
  timeZone?: string;
}

/**
 * Streams an export as CSV or XLSX under one of the process's export slots: the place its request was admitted with
 * as it arrived (registerExportAdmission), or one taken now; a queued export waits here for its slot. `prepare` reads what the caller's input can still fail on (the conditions, the
 * columns, the first batch) before the first byte, so a refusal is a JSON answer; the slot is held until the file has
 * been written out or the client went away.
 */
export async function sendExport<T>(app: FastifyInstance, reply: FastifyReply, format: 'csv' | 'xlsx', prepare: () => Promise<TabularExport<T>>): Promise<FastifyReply> {
  let place = placesOfRequests.get(reply.request);
  if (!place) {
    place = exportSlotsOf(app).admit();
    reply.raw.once('close', place.release);
  }
  await place.start();
  const release = place.release;
  try {
    const { filename, sheet, columns, pages, timeZone } = await prepare();
    reply
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(format === 'csv' ? csvStream(columns, pages, { timeZone }) : xlsxStream(sheet, columns, pages, { timeZone }));
  } catch (err) {
    release();
    throw err;
  }
}
