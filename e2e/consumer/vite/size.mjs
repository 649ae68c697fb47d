// Builds each src/size/*.tsx probe alone, minified, and prints the bytes of JavaScript it ships (all its chunks,
// lazy ones included), gzipped too, and whether react-select, react-datepicker or victory came along (one JSON
// line, read by scripts/consumer.mjs).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const PROBES = ['baseline', 'provider', 'button', 'select', 'datatable', 'charts', 'line'];
const result = {};
for (const name of PROBES) {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rolldownOptions: { input: path.join(root, 'src', 'size', `${name}.tsx`) },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  const modules = chunks.flatMap((chunk) => Object.keys(chunk.modules));
  result[name] = {
    bytes: chunks.reduce((sum, chunk) => sum + Buffer.byteLength(chunk.code), 0),
    gzip: chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0),
    reactSelect: modules.some((id) => id.includes('/react-select/')),
    datepicker: modules.some((id) => id.includes('/react-datepicker/')),
    victory: modules.some((id) => /[\\/]victory[\w-]*[\\/]/.test(id)),
  };
}
console.log(JSON.stringify(result));
