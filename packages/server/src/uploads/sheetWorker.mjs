// The worker thread's entry: TypeScript is run through tsx, whose loader registers itself only on the main thread
// (its `--import` is inherited by workers but stays idle there), so the worker registers it before loading the
// reader. The same under `tsx src/cli.ts`, `node --import tsx` and Vitest.
import { register } from 'tsx/esm/api';

register();
await import('./sheetWorker.ts');
