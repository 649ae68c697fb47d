#!/usr/bin/env node
// The published packages as other teams install them: builds and packs @equipdesk/{permissions,api-client,ui} (with
// pnpm and with npm, publint and attw on each tarball), then checks three apps made from e2e/consumer/ in a temporary
// folder: a Node script on the api-client with no React, against the real API (npm install); a Vite app with strict
// types, a build, jsdom tests through @equipdesk/ui/testing and the kit's tree-shaken size (pnpm install); a Next.js
// App Router app (pnpm install). `--keep` leaves the temporary folder for a look.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkNextApp } from './consumer/nextApp.mjs';
import { checkNodeApp } from './consumer/nodeApp.mjs';
import { packAll } from './consumer/pack.mjs';
import { elapsed, root, run, step } from './consumer/shared.mjs';
import { checkViteApp } from './consumer/viteApp.mjs';

const keep = process.argv.includes('--keep');
const work = mkdtempSync(path.join(tmpdir(), 'equipdesk-consumer-'));
try {
  step('build the packages');
  run('pnpm', ['build:packages'], root);
  const tarballs = packAll(work);
  await checkNodeApp(work, tarballs.npm);
  checkViteApp(work, tarballs.pnpm);
  checkNextApp(work, tarballs.pnpm);
  step(`done in ${elapsed()}s`);
} finally {
  if (keep) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
