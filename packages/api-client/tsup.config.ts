// Build of @equipdesk/api-client: the client, the `/contract` and the `/react` entries as ESM with types and source
// maps; chunks shared by them are split out, so the client and `/contract` load neither React nor SWR.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/contract/index.ts', 'src/react/index.ts'],
  format: ['esm'],
  target: 'es2022',
  // Declarations are tsc's, one per module with its map (scripts/declarations.mjs), not a bundle of them.
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  // Optional peers: never bundled, only loaded by the `/react` entry.
  external: ['react', 'swr'],
});
