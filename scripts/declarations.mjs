#!/usr/bin/env node
// The type declarations of a published package (run by its `build` script, after tsup): one `.d.ts` per source
// module with its declaration map, so that "Go to definition" in an app lands in the package's `src/` (published
// beside `dist/`). TypeScript writes relative imports as the sources do, without extensions, which Node's ESM
// resolution (`"moduleResolution": "node16"`) refuses; they are rewritten to the `.js` files they stand for.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const dir = process.cwd();
const tsc = createRequire(path.join(dir, 'package.json')).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: dir, stdio: 'inherit' });

/** `./theme` → `./theme/index.js`, `./tokens` → `./tokens.js`, for the declaration file `from`. */
function withExtension(from, specifier) {
  if (!specifier.startsWith('.') || /\.(js|json)$/.test(specifier)) return specifier;
  const base = path.resolve(path.dirname(from), specifier);
  if (existsSync(`${base}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(base, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(dir, from)} imports ${specifier}, which has no declaration file`);
}

let files = 0;
const walk = (folder) => {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(file, 'utf8');
      // `from '…'` of import / export declarations and `import('…')` types; a specifier never spans lines.
      const fixed = text.replace(/(\bfrom\s+|\bimport\s*\(\s*)(['"])([^'"\n]+)\2/g, (_, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`);
      if (fixed !== text) writeFileSync(file, fixed);
      files += 1;
    }
  }
};
walk(path.join(dir, 'dist'));
console.log(`declarations: ${files} files in ${path.relative(process.cwd(), path.join(dir, 'dist'))}/`);
