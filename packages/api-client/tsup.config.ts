// Build of @equipdesk/api-client: the client and the `/contract` entry as ESM with types and source
// maps; chunks shared by the two are split out, so a server importing `/contract` loads no React.
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts', 'src/contract/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  // Optional peers: never bundled, only loaded by the entries that use them.
  external: ['react', 'swr'],
});
