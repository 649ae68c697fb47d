/**
 * The worker thread that reads uploaded spreadsheets (started by sheetReader.ts through sheetWorker.mjs): one file
 * at a time, answered as its rows in batches and then the sheet's header, or as the refusal's status and message.
 * Each batch waits for the main thread to ask for the next: messages that arrive together are all unpacked in one
 * go, and 50,000 rows at once would hold the main thread for most of a second.
 */
import { parentPort } from 'node:worker_threads';
import { MESSAGES, type UploadKind } from '@equipdesk/api-client/contract';
import { HttpError } from '../http/errors';
import { parseSheet } from './spreadsheet';
import type { SheetReply, SheetRequest } from './sheetReader';

/** Rows per message: a batch unpacks on the main thread in a few milliseconds. */
const ROWS_PER_MESSAGE = 1_000;

const port = parentPort;
if (!port) throw new Error('sheetWorker runs in a worker thread');

/** Called when the main thread asks for the next batch. */
let more: (() => void) | null = null;

port.on('message', (request: SheetRequest | { more: true }) => {
  if ('more' in request) more?.();
  else void read(request.id, request.kind, Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength));
});

async function read(id: number, kind: UploadKind, bytes: Buffer): Promise<void> {
  const reply = (message: SheetReply) => port!.postMessage(message);
  try {
    const sheet = await parseSheet(kind, bytes);
    for (let i = 0; i < sheet.rows.length; i += ROWS_PER_MESSAGE) {
      const asked = new Promise<void>((resolve) => (more = resolve));
      reply({ id, rows: sheet.rows.slice(i, i + ROWS_PER_MESSAGE) });
      await asked;
    }
    reply({ id, done: { type: sheet.type, headers: sheet.headers } });
  } catch (err) {
    // A refusal keeps its message; anything else the parser throws on a damaged file is that file's fault.
    const refusal = err instanceof HttpError ? { status: err.statusCode, message: err.message } : { status: 400, message: MESSAGES.uploadUnreadable };
    reply({ id, error: refusal });
  }
}
