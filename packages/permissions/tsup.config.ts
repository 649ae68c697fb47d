// Build of @equipdesk/permissions: one ESM file with its types and a source map (ESM only, see README).
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  // Declarations are tsc's, one per module with its map (scripts/declarations.mjs), not a bundle of them.
  dts: false,
  sourcemap: true,
  clean: true,
});
