// Another team's Next.js App Router app on the pnpm-packed kit, without victory: `next build` passes with server
// components importing the contract, the permissions and the kit's tokens, client components on the kit and a bar
// chart; and the first HTML carries the kit's styles (through the app's styled-components registry).
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { installApp, root, run, step, workspaceVersion } from './shared.mjs';

/** The Next.js the teams use, checked here; the workspace itself has no Next.js. */
const NEXT_VERSION = '16.4.6';

/** `pnpm`: file: specs of the pnpm-packed tarballs. */
export function checkNextApp(work, pnpm) {
  step(`a Next.js ${NEXT_VERSION} App Router app installs the kit with pnpm, without victory`);
  const app = path.join(work, 'next');
  cpSync(path.join(root, 'e2e', 'consumer', 'next'), app, { recursive: true });
  const uiDir = path.join(root, 'packages', 'ui');
  installApp(app, {
    packer: 'pnpm',
    ours: pnpm,
    dependencies: {
      next: NEXT_VERSION,
      react: workspaceVersion('react'),
      'react-dom': workspaceVersion('react-dom'),
      'styled-components': workspaceVersion('styled-components', uiDir),
    },
    devDependencies: {
      '@types/node': workspaceVersion('@types/node'),
      '@types/react': workspaceVersion('@types/react'),
      '@types/react-dom': workspaceVersion('@types/react-dom'),
      typescript: workspaceVersion('typescript'),
    },
  });

  step('next build');
  run(path.join(app, 'node_modules', '.bin', 'next'), ['build'], app, { NEXT_TELEMETRY_DISABLED: '1' });

  step('the first HTML: styled, with what the server components read');
  const html = readFileSync(path.join(app, '.next', 'server', 'app', 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style[^>]*data-styled[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const button = /<button[^>]*type="submit"[^>]*class="([^"]+)"/.exec(html);
  const problems = [];
  if (!button) problems.push('no Save button in the HTML');
  // styled-components' last class of an element is the one its rules are written under.
  else if (!css.includes(`.${button[1].split(' ').at(-1)}{`)) problems.push("the Save button's rules are not in the HTML's styles");
  if (!/rows of (<!-- -->)?36(<!-- -->)?px/.test(html)) problems.push("the page's server values (ROW_HEIGHT) are missing");
  if (!html.includes('Assets by status')) problems.push('the bar chart is missing');
  if (problems.length > 0) throw new Error(`Next.js app: ${problems.join('; ')}`);
  console.log(`first HTML: ${html.length} bytes, ${css.length} bytes of the kit's CSS in it`);
}
