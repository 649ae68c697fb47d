// The export worker's entry: tsx registers its loader on the main thread only, so the worker registers it before
// loading the writer (as the spreadsheet reader's entry does, uploads/sheetWorker.mjs).
import { register } from 'tsx/esm/api';

register();
await import('./exportWorker.ts');
